import type { RuntimeConfig } from '@temple/shared/contracts';
import { ownRouteTable, PageDocument } from '../features/page-document/page-document';
import { securityHeadersFor } from './security-headers';
import { StaticSite } from './static-site';

export interface PageServerOptions {
  /** Names the server in its log lines. */
  name: string;
  /** The app's build folder. */
  root: string;
  port: number;
  host?: string;
  runtimeConfig: RuntimeConfig;
  /**
   * `composed`: the shell, whose pages are those every remote publishes, sent prerendered.
   * Otherwise a remote on its own (for its team and QA), by its federation name: only its
   * own pages, drawn live, and its files open to the shell's origin.
   */
  pages: 'composed' | { remote: string };
}

/** One app's server: its build's files, its pages, and the headers its runtime configuration calls for. */
export function createPageServer({ pages, runtimeConfig, ...site }: PageServerOptions): StaticSite {
  const composed = pages === 'composed';
  const document = new PageDocument({
    runtimeConfig,
    prerender: composed,
    routeTable: composed ? undefined : ownRouteTable(pages.remote),
  });
  return new StaticSite({
    ...site,
    runtimeConfig,
    allowCrossOrigin: !composed,
    headers: securityHeadersFor(runtimeConfig),
    renderPage: (template, path, readOwnFile) => document.render(template, path, readOwnFile),
  });
}
