import { embeddedPageData, type PrerenderVariantProps, pageDataRequestOf } from '@temple/shared/core';
import { deferredSection, useSearchParams } from '@temple/shared/ui-base';
import { useMemo } from 'react';
import { PAYMENT_STATUS_PAGE_DATA } from './payment-status-data';

/**
 * The donor arrives on a page the server sent with the order's status filled in; the code
 * that checks and goes on watching that status (the API client, its contracts and the
 * XState machine) follows once the page has painted. A page drawn live shows a loader
 * meanwhile.
 */
const PaymentStatusFromLink = deferredSection('payment-status', () =>
  import('./payment-status-from-link').then((module) => module.PaymentStatusFromLink),
);

/** /payment-status?order_id=...: where the payment provider sends the donor back (spec section 2). */
export default function PaymentStatusPage({ prerenderVariant }: PrerenderVariantProps) {
  const [search] = useSearchParams();
  // Read at the first live render: once the live page is on screen, the answer is spent.
  const sentAnswer = useMemo(() => {
    const request = pageDataRequestOf(PAYMENT_STATUS_PAGE_DATA, search);
    return request ? embeddedPageData(request) : undefined;
  }, [search]);
  return <PaymentStatusFromLink prerenderVariant={prerenderVariant} sentAnswer={sentAnswer} />;
}
