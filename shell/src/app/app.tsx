import { SITE_ROUTES } from '@temple/shared/core';
import {
  DonationDialogSlot,
  NotFoundPage,
  Route,
  RoutedPage,
  Routes,
  ScrollToTarget,
} from '@temple/shared/ui-base';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { SkipLink } from '../features/header/skip-link';

/** The composed site: the shell's header and footer around whichever remote owns the route. */
export function App() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <ScrollToTarget />
      {/* A full screen of room: the footer starts below the fold and does not jump when a page arrives (CLS). */}
      <main id="main-content" tabIndex={-1} style={{ minHeight: '100vh' }}>
        <Routes>
          {SITE_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<RoutedPage key={route.path} route={route} />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <SiteFooter />
      <DonationDialogSlot />
    </>
  );
}
