import { DonationDialogSlot } from '@temple/shared/app-frame';
import { SITE_ROUTES } from '@temple/shared/core';
import { NotFoundPage, Route, RoutedPage, Routes, ScrollToTarget } from '@temple/shared/ui-base';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { SkipLink } from '../features/header/skip-link';
import { useIdlePrefetch } from '../features/prefetch/use-idle-prefetch';

/** Every page has a Contribute button: the donation form is what a visitor most likely opens next. */
const LIKELY_NEXT = ['mfe_donations/DonationDialog'] as const;

/** The composed site: the shell's header and footer around whichever remote owns the route. */
export function App() {
  useIdlePrefetch(LIKELY_NEXT);
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
