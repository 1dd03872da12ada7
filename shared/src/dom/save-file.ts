/** Saves a file the browser holds under `fileName`: an object URL behind a temporary `<a download>`, then cleaned up. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns, a large file for a while: let go of it later.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
