import { act, type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type RuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { AppProviders } from '../ui/app-providers';
import { MemoryRouter } from '../ui/router';
import { fixedMediaQueryList } from './media-query-list';

export { useStylesheet } from './stylesheet';

export const TEST_API_BASE_URL = 'http://api.test';

/** Points the API client at a fake origin for a test; stub `fetch` to answer it. */
export function useTestRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): void {
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE_URL, production: false, remotes: {}, ...overrides });
}

/** Makes `matchMedia` answer whether reduced motion is preferred (jsdom has no media queries). */
export function preferReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce')),
  );
}

/** Renders inside the same providers the apps use, at a given route. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProviders>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    ),
    ...options,
  });
}

/** A `fetch` stub answering JSON by path; unknown paths answer 404. */
export function jsonFetch(routes: Record<string, unknown | ((request: Request) => unknown)>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (!(pathname in routes)) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const answer = routes[pathname];
    const body = typeof answer === 'function' ? await (answer as (r: Request) => unknown)(request) : answer;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/**
 * Replaces IntersectionObserver for one test: `watched()` lists what the page's observers
 * watch now, `scrollNear()` tells them all of it has come into view.
 */
export function watchIntersections() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  class TestIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  return {
    watched: () => observers.flatMap((observer) => observer.targets),
    scrollNear: () =>
      act(() => {
        for (const { callback, targets } of observers) {
          const entries = targets.map(
            (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
          );
          if (entries.length > 0) callback(entries, {} as IntersectionObserver);
        }
      }),
  };
}
