import { exposeFilesOf, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, routeAtPath } from '@temple/shared';
import { z } from 'zod';

/** A remote's page-hints.json (written by its build, see shared/build/page-hints.ts). */
const pageHintsSchema = z.object({
  pages: z.record(z.string(), z.object({ images: z.array(z.string()) })),
});

/** How long the page waits for a remote's manifest before it is sent without that remote's hints. */
const MANIFEST_TIMEOUT_MS = 500;

/** Reads a JSON file of a remote's deployment (its manifest, its page hints). */
export type FetchManifest = (url: string) => Promise<unknown>;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** JSON inside <script>: "</script>" or "<!--" in a value must not end the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Resource hints for the remote module that draws a page, read from that remote's
 * manifest and page hints as deployed now: a connection to its origin, its manifest,
 * entry, scripts and styles, fetched beside the shell's own code instead of after it,
 * and the images of the page's first screen, fetched before the code has drawn them.
 */
async function remoteHints(
  manifestUrl: string,
  exposeName: string,
  fetchManifest: FetchManifest,
): Promise<string[]> {
  const origin = new URL(manifestUrl).origin;
  const hints = [
    `<link rel="preconnect" href="${attribute(origin)}">`,
    `<link rel="preconnect" href="${attribute(origin)}" crossorigin>`,
  ];
  if (!manifestUrl.endsWith('.json')) return hints;
  hints.push(`<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin>`);
  const [manifest, pageHints] = await Promise.allSettled([
    fetchManifest(manifestUrl),
    fetchManifest(new URL('page-hints.json', manifestUrl).href),
  ]);
  // A remote that is down or slow gets no more hints: the page still loads and shows that part as unavailable.
  const files =
    manifest.status === 'fulfilled' ? exposeFilesOf(manifest.value, manifestUrl, exposeName) : undefined;
  for (const file of files?.scripts ?? [])
    hints.push(`<link rel="preload" href="${attribute(file)}" as="script">`);
  for (const file of files?.styles ?? [])
    hints.push(`<link rel="preload" href="${attribute(file)}" as="style">`);
  const parsedHints = pageHintsSchema.safeParse(
    pageHints.status === 'fulfilled' ? pageHints.value : undefined,
  );
  for (const image of files && parsedHints.success
    ? (parsedHints.data.pages[exposeName]?.images ?? [])
    : []) {
    const href = attribute(new URL(image, manifestUrl).href);
    hints.push(`<link rel="preload" href="${href}" as="image" fetchpriority="high">`);
  }
  return hints;
}

export interface PageDocumentOptions {
  runtimeConfig: RuntimeConfig;
  fetchManifest?: FetchManifest;
}

/**
 * Writes an app's index.html for one request: the runtime configuration inline (no
 * round trip for runtime-config.json) and hints that start the page's remote code
 * downloading at once. Works from the remotes' manifests as deployed, so a remote's
 * release needs no rebuild or redeploy of the shell.
 */
export class PageDocument {
  private readonly fetchManifest: FetchManifest;

  constructor(private readonly options: PageDocumentOptions) {
    this.fetchManifest = options.fetchManifest ?? fetchJson;
  }

  async render(template: string, pathname: string): Promise<string> {
    const { runtimeConfig } = this.options;
    const head = [
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${inlineJson(runtimeConfig)}</script>`,
    ];
    if (runtimeConfig.apiBaseUrl) {
      head.push(
        `<link rel="preconnect" href="${attribute(new URL(runtimeConfig.apiBaseUrl).origin)}" crossorigin>`,
      );
    }
    const route = routeAtPath(pathname);
    const [remote, exposeName] = route ? route.moduleId.split('/') : [];
    const manifestUrl = remote ? runtimeConfig.remotes[remote as keyof RuntimeConfig['remotes']] : undefined;
    if (manifestUrl && exposeName)
      head.push(...(await remoteHints(manifestUrl, exposeName, this.fetchManifest)));
    return template.replace('</head>', `${head.join('')}</head>`);
  }
}
