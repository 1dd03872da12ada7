import * as z from 'zod/mini';
import type { RemoteModuleId } from '../federation/remote-modules';
import { pageRouteSchema, pageRoutesSchema, routesUrlOf, type SiteRoute, siteRoutesOf } from './site-routes';

/** The site's pages, gathered from the remotes of the runtime configuration. */
export interface RouteTable {
  routes: SiteRoute[];
  /** Remotes whose routes could not be read: a path no known route owns may be one of their pages. */
  unreachable: string[];
}

/** A server may write the table into the page as `<script type="application/json" id=…>`. */
export const ROUTE_TABLE_ELEMENT_ID = 'route-table';

const routeTableSchema = z.object({
  routes: z.array(z.extend(pageRouteSchema, { moduleId: z.string().check(z.regex(/^\w+\/\w+$/)) })),
  unreachable: z.array(z.string()),
});

export type FetchJson = (url: string) => Promise<unknown>;

/**
 * Reads every remote's published routes (in parallel) into one table. A remote that is
 * down or answers something invalid adds no routes and is named as unreachable.
 */
export async function gatherRouteTable(
  remotes: Readonly<Record<string, string | undefined>>,
  fetchJson: FetchJson,
): Promise<RouteTable> {
  const table: RouteTable = { routes: [], unreachable: [] };
  const answers = await Promise.all(
    Object.entries(remotes).map(async ([name, url]) => {
      try {
        const parsed = url ? pageRoutesSchema.safeParse(await fetchJson(routesUrlOf(url))) : undefined;
        return { name, routes: parsed?.success ? siteRoutesOf(name, parsed.data) : undefined };
      } catch {
        return { name, routes: undefined };
      }
    }),
  );
  for (const { name, routes } of answers) {
    if (routes) table.routes.push(...routes);
    else table.unreachable.push(name);
  }
  return table;
}

/** The table the server wrote into the page, when it did and it is valid. */
function embeddedRouteTable(): RouteTable | undefined {
  const text = globalThis.document?.getElementById(ROUTE_TABLE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = routeTableSchema.safeParse(JSON.parse(text));
    return parsed.success
      ? {
          routes: parsed.data.routes.map((route) => ({
            ...route,
            moduleId: route.moduleId as RemoteModuleId,
          })),
          unreachable: parsed.data.unreachable,
        }
      : undefined;
  } catch {
    return undefined;
  }
}

async function fetchFreshJson(url: string): Promise<unknown> {
  // A remote's new release (a page added) shows on the next load.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The page's own copy when the server wrote one (no round trip), else each remote's routes.json. */
export async function loadRouteTable(
  remotes: Readonly<Record<string, string | undefined>>,
): Promise<RouteTable> {
  return embeddedRouteTable() ?? gatherRouteTable(remotes, fetchFreshJson);
}

let current: RouteTable = { routes: [], unreachable: [] };

export function setRouteTable(table: RouteTable): void {
  current = table;
}

/** The site's pages as start-up read them. */
export function getRouteTable(): RouteTable {
  return current;
}
