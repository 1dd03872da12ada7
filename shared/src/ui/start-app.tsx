import {
  configureRemotes,
  discardEmbeddedPageData,
  fetchRuntimeConfig,
  type LocalModules,
  loadRouteTable,
  PAGE_SLOT_TAG,
  PRERENDERED_ATTRIBUTE,
  type RouteTable,
  routeAtPath,
  type SiteRoute,
  setRouteTable,
  setRuntimeConfig,
} from '@temple/shared/core';
import { type ComponentType, StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { keepPrerenderedPage } from './prerendered-page-copy';
import { loadRemoteComponent } from './remote-module';
import { BrowserRouter } from './router';

/**
 * Says the live app has replaced the prerendered HTML (tests and styles can wait for it);
 * the data sent with the page has served its first render.
 */
function MarkLive({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    discardEmbeddedPageData();
  }, [container]);
  return null;
}

function renderStartupFailure(container: HTMLElement, error: unknown) {
  console.error('[start-up]', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font: 16px system-ui, sans-serif; padding: 2rem; max-width: 40rem; margin: auto;';
  message.textContent =
    'The site could not start because its configuration could not be loaded. Please reload the page in a moment.';
  container.replaceChildren(message);
}

export interface StartOptions {
  /** An app's own modules, loaded without federation (a remote on its own page). */
  localModules?: LocalModules;
  /** An app's own pages (a remote on its own page); the shell reads every remote's instead. */
  routes?: SiteRoute[];
}

/**
 * Starts an app (the shell, or a remote on its own page): reads runtime-config.json,
 * points the API client and the federation runtime at what it names, reads the routes
 * the remotes publish, then renders the app inside the shared providers and the router.
 */
export async function startApp(
  App: ComponentType,
  { localModules = {}, routes }: StartOptions = {},
): Promise<void> {
  history.scrollRestoration = 'manual';
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  let table: RouteTable;
  try {
    const config = await fetchRuntimeConfig();
    setRuntimeConfig(config);
    configureRemotes(config.remotes, localModules);
    table = routes ? { routes, unreachable: [] } : await loadRouteTable(config.remotes);
  } catch (error) {
    renderStartupFailure(container, error);
    return;
  }
  setRouteTable(table);
  // The page's own code downloads beside React's first render instead of after it.
  const route = routeAtPath(table.routes, location.pathname);
  const pageCode = route ? loadRemoteComponent(route.moduleId).catch(() => undefined) : undefined;
  // A page already drawn from its prerendered HTML stays as it is until its code has
  // arrived: the live app then replaces it in one commit, with no loader in between.
  // Code that never arrives leaves that HTML in place, beside the notice to retry.
  if (route && container.hasAttribute(PRERENDERED_ATTRIBUTE) && !(await pageCode)) {
    const page = container.querySelector(PAGE_SLOT_TAG);
    if (page) keepPrerenderedPage(route.moduleId, page.innerHTML);
  }
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds
  // instead of blocking it for its whole length (Total Blocking Time on slow phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
          <MarkLive container={container} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
