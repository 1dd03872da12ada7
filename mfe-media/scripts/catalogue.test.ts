import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildCatalogue, mediaItemId } from './catalogue';

async function picture(path: string, width: number, height: number) {
  await mkdir(join(path, '..'), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#832222' } })
    .jpeg()
    .toFile(path);
}

describe('press catalogue build', () => {
  let root: string;
  let options: { sourceDir: string; outputDir: string; catalogueFile: string };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'press-catalogue-'));
    const sourceDir = join(root, 'media');
    options = {
      sourceDir,
      outputDir: join(root, 'public', 'press'),
      catalogueFile: join(root, 'catalogue.json'),
    };
    await picture(join(sourceDir, '2025', '2025-06-12-foundation-stone-ceremony.jpg'), 960, 640);
    await picture(join(sourceDir, '2025', '2025-03-14-bhoomi-pujan.jpg'), 400, 300);
    await writeFile(join(sourceDir, '2025', '2025-07-27-construction-progress.mp4'), 'not really a video');
    await picture(join(sourceDir, '2025', '2025-07-27-construction-progress.poster.jpg'), 480, 270);
    await picture(join(sourceDir, '2023', 'temple-design-sketches.jpg'), 2000, 1000);
    await picture(join(sourceDir, '2024', '2024-02-30-impossible-day.jpg'), 320, 200);
    await writeFile(join(sourceDir, '2024', 'notes.txt'), 'not media');
    await picture(join(sourceDir, 'loose-photo.jpg'), 320, 200);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('derives every item from its file name, sorted by year descending then title', async () => {
    const { catalogue, warnings } = await buildCatalogue(options);
    expect(catalogue.items.map((item) => [item.year, item.title, item.date, item.type])).toEqual([
      [2025, 'Bhoomi Pujan', '2025-03-14', 'image'],
      [2025, 'Construction Progress', '2025-07-27', 'video'],
      [2025, 'Foundation Stone Ceremony', '2025-06-12', 'image'],
      [2024, 'Impossible Day', undefined, 'image'],
      [2023, 'Temple Design Sketches', undefined, 'image'],
    ]);
    const [image, video] = catalogue.items;
    expect(image).toMatchObject({
      id: '2025-2025-03-14-bhoomi-pujan-image',
      src: 'press/2025/2025-03-14-bhoomi-pujan.jpg',
      fileName: '2025-03-14-bhoomi-pujan.jpg',
      downloadable: true,
      width: 400,
      height: 300,
    });
    expect(video).toMatchObject({
      id: '2025-2025-07-27-construction-progress-video',
      src: 'press/2025/2025-07-27-construction-progress.mp4',
      downloadable: false,
      width: 480,
      height: 270,
    });
    expect(warnings).toEqual([
      '2024/2024-02-30-impossible-day.jpg: the date in its name is not valid',
      '2024/notes.txt: skipped, not an image or video (.jpg, .jpeg, .png, .webp, .mp4, .webm)',
      'loose-photo.jpg: skipped, press files go in a year folder such as 2025/',
    ]);
  });

  it('writes webp previews no wider than the source, with their real sizes', async () => {
    const { catalogue } = await buildCatalogue(options);
    const sizes = Object.fromEntries(
      catalogue.items.map((item) => [item.title, item.renditions.map((r) => `${r.width}x${r.height}`)]),
    );
    expect(sizes).toEqual({
      'Bhoomi Pujan': ['320x240', '400x300'],
      'Construction Progress': ['320x180', '480x270'],
      'Foundation Stone Ceremony': ['320x213', '640x427', '960x640'],
      'Impossible Day': ['320x200'],
      'Temple Design Sketches': ['320x160', '640x320', '1280x640'],
    });
    const preview = catalogue.items[1]?.renditions[0];
    expect(preview?.src).toBe('press/2025/renditions/2025-07-27-construction-progress-video-320.webp');
    const written = await sharp(
      join(options.outputDir, '2025/renditions/2025-07-27-construction-progress-video-320.webp'),
    ).metadata();
    expect([written.format, written.width, written.height]).toEqual(['webp', 320, 180]);
  });

  it('copies the originals, writes the catalogue file and removes copies whose source is gone', async () => {
    await buildCatalogue(options);
    const original = join(options.outputDir, '2025', '2025-07-27-construction-progress.mp4');
    expect(await readFile(original, 'utf8')).toBe('not really a video');
    expect(JSON.parse(await readFile(options.catalogueFile, 'utf8')).items).toHaveLength(5);

    await rm(join(options.sourceDir, '2025', '2025-06-12-foundation-stone-ceremony.jpg'));
    const { catalogue } = await buildCatalogue(options);
    expect(catalogue.items).toHaveLength(4);
    expect(existsSync(join(options.outputDir, '2025', '2025-06-12-foundation-stone-ceremony.jpg'))).toBe(
      false,
    );
    expect(
      existsSync(
        join(options.outputDir, '2025/renditions/2025-06-12-foundation-stone-ceremony-image-320.webp'),
      ),
    ).toBe(false);
    expect(existsSync(original)).toBe(true);
  });

  it('names an item by year, file name and type, safe for URLs and element ids', () => {
    expect(mediaItemId(2025, '2025-06-12-Foundation Stone.JPG', 'image')).toBe(
      '2025-2025-06-12-foundation-stone-image',
    );
    expect(mediaItemId(2025, 'clip.mp4', 'video')).toBe('2025-clip-video');
  });
});
