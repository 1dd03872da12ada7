import { getRouteTable, preloadRemoteModule, routeAtPath } from '@temple/shared/core';

/** Hovering a link warms the code of the page it leads to. */
export function preloadRoute(path: string): void {
  const route = routeAtPath(getRouteTable().routes, path);
  if (route) preloadRemoteModule(route.moduleId);
}
