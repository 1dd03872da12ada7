import { preloadRemoteModule, SITE_ROUTES } from '@temple/shared/core';

/** Hovering a link warms the code of the page it leads to. */
export function preloadRoute(path: string): void {
  const route = SITE_ROUTES.find((candidate) => candidate.path === path);
  if (route) preloadRemoteModule(route.moduleId);
}
