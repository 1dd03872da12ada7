import {
  type LocalModules,
  NOT_FOUND_PRERENDER_PATH,
  PAGE_FRAME_PRERENDER_PATH,
  PAGE_SLOT_TAG,
  prerenderLocationOf,
  type SiteRoute,
  setRouteTable,
  variantKeyOf,
} from '@temple/shared/core';
import { type ComponentType, createElement, type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: Node.js only, at build time; the page's router stays the kit's.
import { StaticRouter } from 'react-router-dom';
import { rewriteHtml } from '../html/rewrite-html';
import { AppProviders } from '../ui/app-providers';
import { loadDeferredSections } from '../ui/deferred-section';
import { componentOf, PrerenderSlotContext } from '../ui/remote-module';

/**
 * Route path -> the HTML of that page as its app draws it before any data has arrived; a
 * page with data also has one entry per variant (see variantKeyOf), with slots to fill.
 */
export type PrerenderedPages = Record<string, string>;

const CONTROLS = new Set(['button', 'input', 'select', 'textarea']);
const TEXT_CONTROLS = new Set(['input', 'textarea']);
/** Marks a prerendered form, whose controls wait for its code (./prerendered-form.css in the kit says so on screen). */
const NOT_LIVE_ATTRIBUTE = 'data-not-live';

/**
 * Until the live app has replaced it, the HTML shows the page but takes no input: a value
 * typed or a box ticked there would be lost. `inert` keeps pointer and keyboard off the
 * controls with no change to how they look; `readonly` also tells automation to wait.
 * Links stay live: they are ordinary links and work without code. A form is marked, so a
 * visitor waiting on a slow line can be told it is still loading.
 */
export function withInertControls(html: string): Promise<string> {
  return rewriteHtml(html, (rewriter) =>
    rewriter.on('startTag', (tag, raw) => {
      if (tag.tagName === 'form') {
        tag.attrs.unshift({ name: NOT_LIVE_ATTRIBUTE, value: '' });
        return rewriter.emitStartTag(tag);
      }
      if (!CONTROLS.has(tag.tagName)) return rewriter.emitRaw(raw);
      if (TEXT_CONTROLS.has(tag.tagName)) tag.attrs.unshift({ name: 'readonly', value: '' });
      tag.attrs.unshift({ name: 'inert', value: '' });
      rewriter.emitStartTag(tag);
    }),
  );
}

/** One page as the browser's first render draws it: same providers, same route, no data yet. */
function renderPage(element: ReactNode, location: string, identifierPrefix: string): Promise<string> {
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={location}>{element}</StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Ids (and Mantine's responsive classes built from them) must not collide between the
    // shell's HTML and the remote's HTML put inside it.
    { identifierPrefix },
  );
  return withInertControls(html);
}

/** A remote's pages: the HTML its modules draw inside the shell's <main>. */
export async function prerenderRemotePages(
  routes: readonly SiteRoute[],
  localModules: LocalModules,
): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const route of routes) {
    const location = prerenderLocationOf(route);
    const load = localModules[route.moduleId];
    const remote = route.moduleId.slice(0, route.moduleId.indexOf('/'));
    if (!location) continue;
    if (!load) throw new Error(`prerender: ${route.moduleId} is not among the modules of ${remote}`);
    const Page = componentOf(route.moduleId, await load());
    // A prerendered page shows its deferred sections whole, as the live page will.
    await loadDeferredSections();
    pages[route.path] = await renderPage(<Page {...route.props} />, location, `${remote}-`);
    const variants = route.prerender ? (route.prerender.data?.variants ?? []) : [];
    for (const variant of variants) {
      pages[variantKeyOf(route.path, variant)] = await renderPage(
        <Page {...route.props} prerenderVariant={variant} />,
        location,
        `${remote}-`,
      );
    }
  }
  return pages;
}

/**
 * The shell around a page: header, footer and an empty slot where the page's own HTML
 * goes. The shell does not know the remotes' pages: it draws one frame for any page, one
 * per path its header marks as current (`ownPaths`), and its not-found page.
 */
export async function prerenderShell(
  App: ComponentType,
  ownPaths: readonly string[],
): Promise<PrerenderedPages> {
  const slot = () => createElement(PAGE_SLOT_TAG);
  const frame = (path: string, routes: SiteRoute[]) => {
    setRouteTable({ routes, unreachable: [] });
    return renderPage(
      <PrerenderSlotContext.Provider value={slot}>
        <App />
      </PrerenderSlotContext.Provider>,
      path,
      'shell-',
    );
  };
  const anyPage = (path: string): SiteRoute[] => [
    { path, module: 'Page', moduleId: 'page/Page', title: '', description: '' },
  ];
  const pages: PrerenderedPages = {};
  for (const path of [PAGE_FRAME_PRERENDER_PATH, ...ownPaths]) pages[path] = await frame(path, anyPage(path));
  pages[NOT_FOUND_PRERENDER_PATH] = await frame(NOT_FOUND_PRERENDER_PATH, []);
  return pages;
}
