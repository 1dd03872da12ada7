import * as z from 'zod/mini';
import type { RemoteModuleId } from '../federation/remote-modules';

/**
 * One page a remote owns, as the remote declares it in its own `src/app/routes.ts`. Its
 * build publishes the list as `routes.json` beside its `remoteEntry.js`, so the shell
 * routes a page the remote added without being rebuilt.
 */
export const pageRouteSchema = z.object({
  path: z
    .string()
    .check(z.regex(/^\/[a-z0-9\-/]*$/, 'a route path is "/" or lowercase words joined by "-" and "/"')),
  /** The remote's exposed module that draws the page: "EventsPage" for its "./EventsPage". */
  module: z.string().check(z.regex(/^[A-Za-z]\w*$/, 'a module is the name of an exposed module')),
  title: z.string(),
  description: z.string(),
  /** Given to the page's component ("document" of a legal page). */
  props: z.optional(z.record(z.string(), z.string())),
  /**
   * The page's address names one visitor's data (an order): the server lets no cache keep
   * it, no search engine list it and no request carry its address as the referrer.
   */
  personal: z.optional(z.boolean()),
  /**
   * How the page is prerendered (see ./prerender.ts): at its path, at its path with this
   * query (a page that reads the query, in the state it shows for any value), or not at all.
   * A page with `data` also has a variant per value of its data (see ./page-data.ts).
   */
  prerender: z.optional(
    z.union([
      z.literal(false),
      z.object({
        search: z.string(),
        data: z.optional(
          z.object({
            request: z
              .string()
              .check(
                z.regex(
                  /^\/api\/[\w\-/{}]*$/,
                  'a page data request is a path of the API: "/api/…", with {name} for a query parameter',
                ),
              ),
            variantField: z.string(),
            variants: z.readonly(z.array(z.string())),
          }),
        ),
      }),
    ]),
  ),
});
export type PageRoute = z.output<typeof pageRouteSchema>;

/** The file a remote's build writes its routes to, beside its entry. */
export const ROUTES_FILE = 'routes.json';
export const pageRoutesSchema = z.array(pageRouteSchema);

/** A page of the composed site: a remote's route and the federation module that draws it. */
export interface SiteRoute extends PageRoute {
  moduleId: RemoteModuleId;
}

/** A remote's routes as pages of the site: "GalleryPage" of the remote "gallery" draws with "gallery/GalleryPage". */
export function siteRoutesOf(remote: string, routes: readonly PageRoute[]): SiteRoute[] {
  return routes.map((route) => ({ ...route, moduleId: `${remote}/${route.module}` as RemoteModuleId }));
}

/** Where a remote's routes are published: beside its entry. */
export function routesUrlOf(remoteUrl: string): string {
  return new URL(ROUTES_FILE, remoteUrl).href;
}

/** The route drawn at a pathname (React Router matches the same paths, case-insensitively, a trailing slash allowed). */
export function routeAtPath(routes: readonly SiteRoute[], pathname: string): SiteRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return routes.find((route) => route.path === normalized);
}
