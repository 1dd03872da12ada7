import { saveFile } from '@temple/shared';
import type { MouseEvent } from 'react';

/**
 * A Download link's click. On this remote's own page `<a download>` saves the file as it is;
 * composed into the shell the file lives on another origin, where browsers ignore `download`
 * and would open it instead, so it is fetched (the remote allows any origin) and saved from a
 * blob under its own name. If that fails the file opens in a new tab.
 */
export function downloadOnClick(event: MouseEvent<HTMLAnchorElement>): void {
  const link = event.currentTarget;
  if (new URL(link.href, window.location.href).origin === window.location.origin) return;
  event.preventDefault();
  void saveFromOtherOrigin(link.href, link.download);
}

async function saveFromOtherOrigin(href: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    saveFile(await response.blob(), fileName);
  } catch {
    window.open(href, '_blank', 'noopener');
  }
}
