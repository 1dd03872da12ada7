/**
 * The text of a URL's hash, without its `#`, percent-decoded. A hash that is not valid
 * percent-encoding (a link ending in `#%`) is taken as written: anyone can send such a link,
 * and decoding it would throw.
 */
export function hashText(hash: string): string {
  const text = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
