import { getRouteTable } from '@temple/shared/core';
import { NotFoundPage } from './not-found-page';
import { RoutedPage } from './routed-page';
import { Route, Routes } from './router';
import { SectionUnavailable } from './section-unavailable';

/**
 * Every page of the route table start-up read, each drawn by its remote module. A path
 * no page owns is "not found", unless a remote's routes could not be read: it may be
 * one of that remote's pages, so the visitor is told it is unavailable, with Retry.
 */
export function SitePages({ notFoundHome }: { notFoundHome?: string }) {
  const { routes, unreachable } = getRouteTable();
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutedPage key={route.path} route={route} />} />
      ))}
      <Route
        path="*"
        element={
          unreachable.length > 0 ? (
            <SectionUnavailable onRetry={() => location.reload()} />
          ) : (
            <NotFoundPage home={notFoundHome} />
          )
        }
      />
    </Routes>
  );
}
