import { exposeFilesOf, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, routeAtPath } from '@temple/shared';

/** How long the page waits for a remote's manifest before it is sent without that remote's hints. */
const MANIFEST_TIMEOUT_MS = 500;

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
 * manifest as it is deployed now: a connection to its origin, its manifest, entry,
 * scripts and styles, fetched beside the shell's own code instead of after it.
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
  let files: ReturnType<typeof exposeFilesOf>;
  try {
    files = exposeFilesOf(await fetchManifest(manifestUrl), manifestUrl, exposeName);
  } catch {
    // The remote is down or slow: the page still loads, and shows that part as unavailable.
    return hints;
  }
  for (const file of files?.scripts ?? [])
    hints.push(`<link rel="preload" href="${attribute(file)}" as="script">`);
  for (const file of files?.styles ?? [])
    hints.push(`<link rel="preload" href="${attribute(file)}" as="style">`);
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
