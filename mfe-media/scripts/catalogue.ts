import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import {
  dateFromFileName,
  mediaTypeOf,
  titleFromFileName,
} from '../src/features/press-gallery/media-file-name';
import {
  type Catalogue,
  type MediaItem,
  parseCatalogue,
  type Rendition,
} from '../src/features/press-gallery/media-item';
import { sortMediaItems } from '../src/features/press-gallery/media-order';

/** Widths of the resized copies (webp); none is wider than its source. */
const RENDITION_WIDTHS = [320, 640, 1280] as const;
const POSTER = /\.poster\.(jpe?g|png|webp)$/i;
const YEAR_FOLDER = /^20\d{2}$/;

export interface CatalogueOptions {
  /** The editors' folder: `<year>/<file>` inside, e.g. media/press. */
  sourceDir: string;
  /** Where the served copies go (the `press/` folder of the app's public/). */
  outputDir: string;
  /** The generated catalogue module. */
  catalogueFile: string;
  log?: (message: string) => void;
}

export interface CatalogueResult {
  catalogue: Catalogue;
  warnings: string[];
}

/** `2024-09-05-site-excavation-begins.mp4` -> `2024-09-05-site-excavation-begins`. */
function stemOf(fileName: string): string {
  return fileName.replace(POSTER, '').replace(/\.[^.]+$/, '');
}

/** id of spec section 3 (year, file name, type) as a URL- and DOM-safe slug. */
export function mediaItemId(year: number, fileName: string, type: string): string {
  const slug = stemOf(fileName)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${year}-${slug}-${type}`;
}

async function isFresh(target: string, source: string): Promise<boolean> {
  try {
    return (await stat(target)).mtimeMs >= (await stat(source)).mtimeMs;
  } catch {
    return false;
  }
}

/** Resized webp copies of one picture, written only when missing or older than the source. */
async function writeRenditions(source: string, targetStem: string, outputDir: string): Promise<Rendition[]> {
  const meta = await sharp(source).metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width;
  const widths = [
    ...new Set([...RENDITION_WIDTHS.filter((w) => w < sourceWidth), Math.min(sourceWidth, 1280)]),
  ];
  const renditions: Rendition[] = [];
  for (const width of widths) {
    const relativeSrc = `${targetStem}-${width}.webp`;
    const target = join(outputDir, relativeSrc);
    if (!(await isFresh(target, source))) {
      await mkdir(dirname(target), { recursive: true });
      await sharp(source).autoOrient().resize({ width }).webp({ quality: 72 }).toFile(target);
    }
    const written = await sharp(target).metadata();
    renditions.push({ src: `press/${relativeSrc}`, width: written.width, height: written.height });
  }
  return renditions;
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Reads the editors' folder, derives the catalogue from the file names (title, 20xx date,
 * type by extension, images downloadable, posters next to videos), copies the originals,
 * writes resized previews, removes copies whose source is gone, and writes the catalogue.
 */
export async function buildCatalogue(options: CatalogueOptions): Promise<CatalogueResult> {
  const { sourceDir, outputDir, catalogueFile, log = () => {} } = options;
  const warnings: string[] = [];
  const files = await listFiles(sourceDir);
  const posters = new Map(files.filter((file) => POSTER.test(file)).map((file) => [stemOf(file), file]));
  const written = new Set<string>();
  const items: MediaItem[] = [];

  for (const file of files) {
    if (POSTER.test(file)) continue;
    const parts = file.split('/');
    const fileName = parts.at(-1) ?? file;
    if (fileName.startsWith('.')) continue;
    const [folder] = parts;
    const type = mediaTypeOf(fileName);
    if (parts.length !== 2 || !folder || !YEAR_FOLDER.test(folder)) {
      warnings.push(`${file}: skipped, press files go in a year folder such as 2025/`);
      continue;
    }
    if (!type) {
      warnings.push(`${file}: skipped, not an image or video (.jpg, .jpeg, .png, .webp, .mp4, .webm)`);
      continue;
    }
    const year = Number(folder);
    const date = dateFromFileName(fileName);
    if (date && !date.startsWith(folder)) warnings.push(`${file}: dated ${date}, listed under ${year}`);
    if (!date && /\d{4}-\d{2}-\d{2}/.test(fileName))
      warnings.push(`${file}: the date in its name is not valid`);

    const source = join(sourceDir, file);
    const target = join(outputDir, file);
    if (!(await isFresh(target, source))) {
      await mkdir(dirname(target), { recursive: true });
      await copyFile(source, target);
    }
    written.add(file);

    const poster = type === 'video' ? posters.get(stemOf(file)) : file;
    if (type === 'video' && !poster)
      warnings.push(`${file}: no ${stemOf(fileName)}.poster.jpg, shown without a preview`);
    const renditions = poster
      ? await writeRenditions(
          join(sourceDir, poster),
          `${folder}/renditions/${stemOf(fileName)}-${type}`,
          outputDir,
        )
      : [];
    for (const rendition of renditions) written.add(rendition.src.slice('press/'.length));
    const largest = renditions.at(-1);
    const size = poster ? await sharp(join(sourceDir, poster)).metadata() : undefined;

    items.push({
      id: mediaItemId(year, fileName, type),
      year,
      title: titleFromFileName(fileName),
      ...(date ? { date } : {}),
      type,
      fileName,
      src: `press/${file}`,
      downloadable: type === 'image',
      width: size?.autoOrient?.width ?? size?.width ?? largest?.width ?? 640,
      height: size?.autoOrient?.height ?? size?.height ?? largest?.height ?? 360,
      renditions,
    });
  }

  for (const stale of (await listFiles(outputDir)).filter((file) => !written.has(file))) {
    await rm(join(outputDir, stale));
    log(`removed ${stale}`);
  }

  const catalogue = parseCatalogue({ items: sortMediaItems(items) });
  await mkdir(dirname(catalogueFile), { recursive: true });
  await writeFile(catalogueFile, `${JSON.stringify(catalogue, null, 2)}\n`);
  return { catalogue, warnings };
}
