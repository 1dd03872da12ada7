import * as z from 'zod/mini';

/** A remote's entry script, at the root of its deployment: runtime-config.json gives its address. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** A remote's address names a script: the federation runtime loads it as one. */
export const REMOTE_ENTRY_URL_PATTERN = /\.js(?:[?#].*)?$/;
/** What an address refused by REMOTE_ENTRY_URL_PATTERN should have been. */
export const REMOTE_ENTRY_URL_EXPECTED = "the address of the remote's entry script (remoteEntry.js)";

/** Where a remote's manifest is published: beside its entry. */
export function manifestUrlOf(remoteUrl: string): string {
  return new URL('mf-manifest.json', remoteUrl).href;
}

/** The parts of a remote's mf-manifest.json that say which files an exposed module needs. */
const remoteManifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.optional(z.string()) }),
    publicPath: z.optional(z.string()),
  }),
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

export interface ExposeFiles {
  /** The remote's entry first, then the module's own scripts. */
  scripts: string[];
  styles: string[];
}

/**
 * The absolute URLs of the files a remote's exposed module needs before it can run, read
 * from the remote's manifest as deployed; undefined when the manifest does not say.
 */
export function exposeFilesOf(
  manifest: unknown,
  manifestUrl: string,
  exposeName: string,
): ExposeFiles | undefined {
  const parsed = remoteManifestSchema.safeParse(manifest);
  if (!parsed.success) return undefined;
  const { metaData, exposes } = parsed.data;
  const expose = exposes.find((candidate) => candidate.name === exposeName);
  if (!expose) return undefined;
  const base =
    !metaData.publicPath || metaData.publicPath === 'auto'
      ? new URL('.', manifestUrl)
      : new URL(metaData.publicPath, manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const entry = `${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`;
  return {
    scripts: [entry, ...expose.assets.js.sync].map(url),
    styles: expose.assets.css.sync.map(url),
  };
}
