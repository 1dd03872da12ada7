import { DonationDialogSlot } from '@temple/shared/app-frame';
import { ScrollToTarget, SitePages } from '@temple/shared/ui-base';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../features/header/skip-link';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useIdlePrefetch } from '../features/prefetch/use-idle-prefetch';

/** The donation form: every page has a Contribute button, so it is what a visitor most likely opens next. */
const DONATION_DIALOG = 'mfe_donations/DonationDialog';
const LIKELY_NEXT = [DONATION_DIALOG] as const;

/** The composed site: the shell's header and footer around whichever remote owns the route. */
export function App() {
  useIdlePrefetch(LIKELY_NEXT);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <ScrollToTarget />
      {/* A full screen of room: the footer starts below the fold and does not jump when a page arrives (CLS).
          It takes the focus from the skip link and on every route change, a place to read on from, not a control: no ring.
          Scrolled to, it stops below the sticky header (the page's scroll-padding), not under it. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mantine-focus-never" style={{ minHeight: '100vh' }}>
        <SitePages notFound={<NotFoundPage />} />
      </main>
      <SiteFooter />
      <DonationDialogSlot dialog={DONATION_DIALOG} />
    </>
  );
}
