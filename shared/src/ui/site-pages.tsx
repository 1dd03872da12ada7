import { getRouteTable } from '@temple/shared/core';
import type { ReactNode } from 'react';
import { RoutedPage } from './routed-page';
import { Route, Routes } from './router';
import { SectionUnavailable } from './section-unavailable';

/**
 * Every page of the route table start-up read, each drawn by its remote module. A path
 * no page owns gets the host's `notFound` page, unless a remote's routes could not be
 * read: it may be one of that remote's pages, so the visitor is told it is unavailable,
 * with Retry.
 */
export function SitePages({ notFound }: { notFound: ReactNode }) {
  const { routes, unreachable } = getRouteTable();
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutedPage key={route.path} route={route} />} />
      ))}
      <Route
        path="*"
        element={unreachable.length > 0 ? <SectionUnavailable onRetry={() => location.reload()} /> : notFound}
      />
    </Routes>
  );
}
