// Used by the build script that writes the catalogue; the page imports only the types.
import * as z from 'zod/mini';

const relativePath = z.string().check(z.regex(/^press\/[^/].*[^/]$/, 'a path under press/'));
const pixels = z.int().check(z.positive());

/** One resized copy of an item's picture (the image itself, or a video's poster). */
const renditionSchema = z.object({ src: relativePath, width: pixels, height: pixels });
export type Rendition = z.output<typeof renditionSchema>;

/**
 * A press item (spec section 3: id, year, title, optional yyyy-mm-dd date, type, src,
 * downloadable), as written by `scripts/build-catalogue.ts`. Paths are relative to this
 * remote's own origin; `width`/`height` are the picture's size, so nothing shifts while it loads.
 */
const mediaItemSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  year: z.int().check(z.gte(2000), z.lte(2099)),
  title: z.string().check(z.minLength(1)),
  date: z.optional(z.iso.date()),
  type: z.enum(['image', 'video']),
  fileName: z.string().check(z.minLength(1)),
  src: relativePath,
  downloadable: z.boolean(),
  width: pixels,
  height: pixels,
  /** Smallest first; a video without a poster file has none. */
  renditions: z.array(renditionSchema),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

const catalogueSchema = z.object({ items: z.array(mediaItemSchema) });
export type Catalogue = z.output<typeof catalogueSchema>;

/** Validates a catalogue, with every problem named (the build script, as it writes it). */
export function parseCatalogue(value: unknown): Catalogue {
  const parsed = catalogueSchema.safeParse(value);
  if (!parsed.success) throw new Error(`The press catalogue is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
