import { readdirSync } from 'node:fs';
import { appUrl } from '../../support/site';
import type { Page } from '../../support/test';

/** The composed site and the remote on its own page. */
export const SITES = [
  { name: 'composed', origin: '' },
  { name: 'standalone', origin: appUrl('mfe-media') },
] as const;

const PRESS_DIR = new URL('../../../mfe-media/media/press/', import.meta.url);

/** What the editors' folder holds, read the way the catalogue build reads it: the expectation. */
export function pressFiles() {
  const years = readdirSync(PRESS_DIR)
    .filter((name) => /^20\d{2}$/.test(name))
    .map(Number)
    .sort((a, b) => b - a);
  const files = years.flatMap((year) =>
    readdirSync(new URL(`${year}/`, PRESS_DIR))
      .filter((name) => /\.(jpe?g|png|webp|mp4|webm)$/i.test(name) && !/\.poster\./.test(name))
      .map((name) => ({ year, name, type: /\.(mp4|webm)$/i.test(name) ? 'video' : 'image' })),
  );
  const count = (year: number) => files.filter((file) => file.year === year).length;
  return { years, files, count };
}

export const yearControl = (page: Page, year: number) =>
  page.getByRole('button', { name: new RegExp(`^Press Releases ${year}\\b`) });

export const zoomImage = (page: Page) => page.getByTestId('zoom-image');
