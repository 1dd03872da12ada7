import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its own browser here; Debian's Chromium is used when it is
 * installed (or CHROMIUM_PATH names another), else Playwright's own, where it exists.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** Without these, Chromium keeps dialling home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
