import {
  AFTER_PAINT_LIST_ATTRIBUTE,
  documentTitleOf,
  exposeFilesOf,
  gatherRouteTable,
  inlineJson,
  manifestUrlOf,
  NOT_FOUND_PRERENDER_PATH,
  PAGE_DATA_ELEMENT_ID,
  PAGE_FRAME_PRERENDER_PATH,
  PAGE_SLOT_TAG,
  PRERENDER_ASSET_BASE,
  PRERENDERED_ATTRIBUTE,
  type PreloadFile,
  pageDataRequestOf,
  pageRoutesSchema,
  prerenderFileOf,
  prerenderLocationOf,
  ROUTE_TABLE_ELEMENT_ID,
  ROUTES_FILE,
  type RouteTable,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
  routeAtPath,
  type SiteRoute,
  siteRoutesOf,
  variantKeyOf,
} from '@temple/shared/contracts';
import {
  beforeEndTag,
  fillDataSlots,
  fillElement,
  placeIn,
  replaceTitleAndDescription,
  type StartTag,
} from '@temple/shared/html';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ReadOwnFile, RenderedPage } from '../../app/static-site';

/** How long the page waits for a remote's manifest before it is sent without that remote's hints. */
const MANIFEST_TIMEOUT_MS = 500;

/** An API answer: `{ success: true, data: {...} }` (spec section 7). */
const apiAnswerSchema = z.object({ success: z.literal(true), data: z.record(z.string(), z.unknown()) });

/** A page's data as the API gave it, and the variant of the page it picks. */
interface PageData {
  request: string;
  data: Record<string, unknown>;
  variant: string;
}

/**
 * How long the page waits for a remote's routes: longer than for hints, since without them
 * the remote's pages cannot be told from missing ones (a remote that just started answers
 * its first requests slowly). A remote that does not answer keeps the routes last read.
 */
const ROUTES_TIMEOUT_MS = 2000;
/**
 * How long a file of a remote's deployment (routes, manifest, prerendered page),
 * once asked for, answers for it: a burst of page requests reads each file once, and a
 * remote's release shows within this time.
 */
const DEPLOYED_FILE_MAX_AGE_MS = 1000;
/** The shortest time between two lines about one origin's answers. */
const OUTAGE_REPORT_MS = 60_000;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * The page's title and description, as the live page sets them, so that a search engine,
 * a shared link and the tab show them before any script runs. A path that is no page gets
 * the site's name and no description; the live page writes its own.
 */
function titleAndDescription(route: SiteRoute | undefined): string {
  const title = `<title>${text(documentTitleOf(route?.title ?? ''))}</title>`;
  return route ? `${title}<meta name="description" content="${attribute(route.description)}">` : title;
}

interface RemoteHints {
  /** Connections to open at once. */
  connections: string[];
  styles: string[];
  code: PreloadFile[];
}

/**
 * What the remote module that draws a page needs, read from that remote's manifest as
 * deployed now: a connection to its origin, its entry, scripts and styles (fetched beside
 * the shell's own code instead of after it). The page's images need no hint: the first
 * screen's are in the prerendered HTML, within its first few kilobytes.
 */
async function remoteHints(
  remoteUrl: string,
  exposeName: string,
  fetchManifest: (url: string) => Promise<unknown>,
): Promise<RemoteHints> {
  const origin = attribute(new URL(remoteUrl).origin);
  const manifestUrl = manifestUrlOf(remoteUrl);
  // A remote that is down or slow gets no more than its entry: the page still loads and shows that part as unavailable.
  const files = await fetchManifest(manifestUrl).then(
    (manifest) => exposeFilesOf(manifest, manifestUrl, exposeName),
    () => undefined,
  );
  return {
    connections: [
      `<link rel="preconnect" href="${origin}">`,
      `<link rel="preconnect" href="${origin}" crossorigin>`,
    ],
    styles: files?.styles ?? [],
    code: (files?.scripts ?? [remoteUrl]).map((file): PreloadFile => ({ preload: file, as: 'script' })),
  };
}

function codeHint(file: PreloadFile): string {
  return `<link rel="preload" href="${attribute(file.preload)}" as="${file.as}">`;
}

export interface PageDocumentOptions {
  runtimeConfig: RuntimeConfig;
  /** How the server reaches the remotes' deployments and the API (tests give their own). */
  fetch?: typeof fetch;
  /** The shell sends its pages prerendered; a remote's own page (for its team and QA) is drawn live. */
  prerender?: boolean;
  /**
   * The pages the app draws now. By default (the shell) those every remote of the runtime
   * configuration publishes, read as deployed at each request; see ownRouteTable.
   */
  routeTable?: (readOwnFile: ReadOwnFile | undefined) => Promise<RouteTable>;
}

/** A file's JSON, or undefined when it is not JSON: a build rewriting dist/ leaves it half-written for a while. */
function jsonOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A remote on its own page draws only the pages of its own routes.json, as that remote (federation name).
 * A routes.json missing or unreadable makes the remote unreachable (503), as on the shell.
 */
export function ownRouteTable(remote: string) {
  return async (readOwnFile: ReadOwnFile | undefined): Promise<RouteTable> => {
    const parsed = pageRoutesSchema.safeParse(jsonOf(await readOwnFile?.(ROUTES_FILE)));
    return parsed.success
      ? { routes: siteRoutesOf(remote, parsed.data), unreachable: [] }
      : { routes: [], unreachable: [remote] };
  };
}

const isAppRoot = (tag: StartTag) =>
  tag.tagName === 'div' && tag.attrs.some((attr) => attr.name === 'id' && attr.value === 'root');

// The places a page is put together at, found by an HTML parser once per file (see placeIn).
/** The app's index.html: the page's title and description, tags at the end of its <head>. */
const headPlaces = async (html: string, marker: string) => {
  const titled = await replaceTitleAndDescription(html, marker);
  return titled && beforeEndTag(titled, 'head', marker);
};
const intoHead = placeIn(headPlaces);
/** The same, and the prerendered page in its root element. */
const intoHeadAndRoot = placeIn(async (html, marker) => {
  const marked = await headPlaces(html, marker);
  return marked && fillElement(marked, isAppRoot, marker, { [PRERENDERED_ATTRIBUTE]: '' });
});
/** The shell's frame: the remote's page in its slot, which stays around it laid out as if absent. */
const intoSlot = placeIn((html, marker) =>
  fillElement(html, (tag) => tag.tagName === PAGE_SLOT_TAG, marker, { style: 'display:contents' }),
);

export class PageDocument {
  /** The files of the remotes' deployments as last read, each with the read that fills it. */
  private readonly deployedFiles = new LRUCache<string, { value: unknown }, () => Promise<unknown>>({
    max: 1000,
    ttl: DEPLOYED_FILE_MAX_AGE_MS,
    fetchMethod: async (_url, _stale, { context: read }) => ({ value: await read() }),
  });

  /** Origins (remotes, the API) reported as not answering, and when. */
  private readonly silentSince = new Map<string, number>();

  constructor(private readonly options: PageDocumentOptions) {}

  /**
   * Tells the operator when a remote or the API stops answering, and when it answers again:
   * by origin only (an API request's path may name a donor's order), and no sooner than a
   * minute after, so one that is slow now and then writes a line a minute at most.
   */
  private noteAnswer(url: string, answered: boolean): void {
    const { origin } = new URL(url);
    const since = this.silentSince.get(origin);
    if (!answered && since === undefined) {
      this.silentSince.set(origin, performance.now());
      console.warn(
        `${origin} does not answer, or not in time: its pages are sent without what it gives them`,
      );
    } else if (answered && since !== undefined && performance.now() - since >= OUTAGE_REPORT_MS) {
      this.silentSince.delete(origin);
      console.log(`${origin} answers again`);
    }
  }

  /** A JSON or text answer, within `timeoutMs`; anything but 2xx fails. */
  private async request(url: string, as: 'json' | 'text', timeoutMs = MANIFEST_TIMEOUT_MS): Promise<unknown> {
    const response = await (this.options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      this.noteAnswer(url, false);
      throw error;
    });
    // 429: the API refuses the server's own requests, which is no answer either.
    this.noteAnswer(url, response.status < 500 && response.status !== 429);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return as === 'json' ? response.json() : response.text();
  }

  /**
   * A file of a remote's deployment, asked for at most once per URL within
   * DEPLOYED_FILE_MAX_AGE_MS: the read under way or just done answers meanwhile. A remote's
   * routes are kept when a read fails, so a remote slow to answer keeps its pages routed.
   */
  private async deployedFile(url: string, as: 'json' | 'text', routes = false): Promise<unknown> {
    const file = await this.deployedFiles.fetch(url, {
      context: () => this.request(url, as, routes ? ROUTES_TIMEOUT_MS : MANIFEST_TIMEOUT_MS),
      allowStaleOnFetchRejection: routes,
    });
    if (!file) throw new Error(`${url} was not read`);
    return file.value;
  }

  /** The pages this app draws now; any other path is a 404 (or unavailable, when a remote's routes could not be read). */
  private routeTable(readOwnFile: ReadOwnFile | undefined): Promise<RouteTable> {
    const { routeTable, runtimeConfig } = this.options;
    if (routeTable) return routeTable(readOwnFile);
    return gatherRouteTable(runtimeConfig.remotes, (url) => this.deployedFile(url, 'json', true));
  }

  /**
   * The API's answer a page's first screen depends on (see PageDataSource), or undefined
   * when the page has none, the link lacks what the request needs, or the API does not
   * answer in time with a value the page has a variant for: it is then sent without.
   */
  private async pageData(
    route: SiteRoute | undefined,
    search: URLSearchParams,
  ): Promise<PageData | undefined> {
    const source = route?.prerender ? route.prerender.data : undefined;
    const { apiBaseUrl } = this.options.runtimeConfig;
    const request = source && apiBaseUrl ? pageDataRequestOf(source, search) : undefined;
    if (!source || !request) return undefined;
    try {
      const answer = apiAnswerSchema.safeParse(
        // An order's data is one visitor's: read anew for every page, never kept.
        await this.request(`${apiBaseUrl.replace(/\/+$/, '')}${request}`, 'json'),
      );
      const variant = answer.success ? answer.data.data[source.variantField] : undefined;
      if (!answer.success || typeof variant !== 'string' || !source.variants.includes(variant))
        return undefined;
      return { request, data: answer.data.data, variant };
    } catch {
      return undefined;
    }
  }

  /**
   * The page's HTML as prerendered by the builds: the shell's header and footer with the
   * remote's page inside, each from its own current deployment. Undefined when a piece is
   * missing (a remote down or slow, a page drawn only live): the page is then drawn live.
   */
  private async prerenderedBody(
    route: SiteRoute | undefined,
    remoteUrl: string | undefined,
    readOwnFile: ReadOwnFile,
    pageData: Promise<PageData | undefined>,
  ): Promise<{ body: string; data?: PageData } | undefined> {
    if (!route) {
      const notFound = await readOwnFile(prerenderFileOf(NOT_FOUND_PRERENDER_PATH));
      return notFound === undefined ? undefined : { body: notFound };
    }
    // The header marks some pages as current, so they have a frame of their own.
    const frameOf = async () =>
      (await readOwnFile(prerenderFileOf(route.path))) ??
      readOwnFile(prerenderFileOf(PAGE_FRAME_PRERENDER_PATH));
    if (!remoteUrl || !prerenderLocationOf(route)) return undefined;
    const remotePage = (key: string) =>
      this.deployedFile(new URL(prerenderFileOf(key), remoteUrl).href, 'text').then(
        (html) => html as string,
        () => undefined,
      );
    const variantPage = pageData.then(async (data) => {
      const html = data ? await remotePage(variantKeyOf(route.path, data.variant)) : undefined;
      return data && html !== undefined ? { html: await fillDataSlots(html, data.data), data } : undefined;
    });
    const [frame, plainPage, variant] = await Promise.all([frameOf(), remotePage(route.path), variantPage]);
    // A remote deployed before it had variants still has its plain page.
    const page = variant?.html ?? plainPage;
    if (frame === undefined || page === undefined) return undefined;
    // The app keeps this HTML, slot included, if the page's code fails.
    const body = await intoSlot(frame, page.replaceAll(PRERENDER_ASSET_BASE, new URL('./', remoteUrl).href));
    return body === undefined ? undefined : { body, data: variant?.data };
  }

  /** The page at a path (with its query) of the site. */
  async render(template: string, path: string, readOwnFile?: ReadOwnFile): Promise<RenderedPage> {
    const { pathname, search, searchParams } = new URL(path, 'http://page.invalid');
    const { runtimeConfig } = this.options;
    const head = [
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${inlineJson(runtimeConfig)}</script>`,
    ];
    if (runtimeConfig.apiBaseUrl) {
      head.push(
        `<link rel="preconnect" href="${attribute(new URL(runtimeConfig.apiBaseUrl).origin)}" crossorigin>`,
      );
    }
    // The page starts from the table it was served with, instead of asking every remote again.
    const table = await this.routeTable(readOwnFile);
    head.push(`<script type="application/json" id="${ROUTE_TABLE_ELEMENT_ID}">${inlineJson(table)}</script>`);
    const route = routeAtPath(table.routes, pathname);
    if (route && route.path !== pathname) {
      // Its address carries the query: private as the page is, and as any query may be (an order's id).
      const personal = route.personal === true || search !== '';
      return { html: '', personal, status: 301, location: `${route.path}${search}` };
    }
    const meta = titleAndDescription(route);
    // A path of a remote whose routes could not be read is not known to be missing.
    const status = route ? 200 : table.unreachable.length > 0 ? 503 : 404;
    // A page unavailable now may be one whose address names an order.
    const personal = route?.personal === true || status === 503;
    const [remoteName, exposeName] = route ? route.moduleId.split('/') : [];
    const remoteUrl = remoteName
      ? runtimeConfig.remotes[remoteName as keyof RuntimeConfig['remotes']]
      : undefined;
    const prerendered = this.options.prerender && readOwnFile && status !== 503;
    const [remote, sent] = await Promise.all([
      remoteUrl && exposeName
        ? remoteHints(remoteUrl, exposeName, (url) => this.deployedFile(url, 'json'))
        : undefined,
      prerendered
        ? this.prerenderedBody(route, remoteUrl, readOwnFile, this.pageData(route, searchParams))
        : undefined,
    ]);
    head.push(...(remote?.connections ?? []));
    if (sent) {
      // The page's HTML is sent: its styles must apply before the first paint, or that HTML is seen unstyled.
      const prerenderedHead = [
        ...head,
        ...(remote?.styles ?? []).map((style) => `<link rel="stylesheet" href="${attribute(style)}">`),
      ];
      if (sent.data) {
        const { request, data } = sent.data;
        prerenderedHead.push(
          `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${inlineJson({ request, data })}</script>`,
        );
      }
      // The page's code waits for its first paint, as the shell's own does (shell/build/code-after-paint.ts).
      prerenderedHead.push(
        `<script type="application/json" ${AFTER_PAINT_LIST_ATTRIBUTE}>${inlineJson(remote?.code ?? [])}</script>`,
      );
      const html = await intoHeadAndRoot(template, meta, prerenderedHead.join(''), sent.body);
      // A remote deployed before routes said `personal` still gets its filled page kept private.
      if (html !== undefined) return { html, personal: personal || sent.data !== undefined, status };
    }
    head.push(...(remote?.code ?? []).map(codeHint));
    for (const style of remote?.styles ?? [])
      head.push(`<link rel="preload" href="${attribute(style)}" as="style">`);
    // A template without a root (or a head) is sent as it is: the page is then drawn live.
    return { html: (await intoHead(template, meta, head.join(''))) ?? template, personal, status };
  }
}
