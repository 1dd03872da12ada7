import type { PageRoute } from '@temple/shared/core';
import { PAYMENT_STATUS_PAGE_DATA } from '../features/payment-status/payment-status-data';

/** This remote's pages; its build publishes them as routes.json, and the shell routes them. */
export const ROUTES: PageRoute[] = [
  {
    path: '/mandir-nirman-seva',
    module: 'DonationHubPage',
    title: 'Mandir Nirman Seva',
    description:
      'Contribute to the temple construction online: Shiladaan, Rangamandap and Amrit Bhog, with 80G tax benefits and transparent use of funds.',
  },
  {
    path: '/mandir-nirman-seva/shiladaan',
    module: 'ShiladaanPage',
    title: 'Shiladaan',
    description: 'Offer a Shila, a sacred stone of the temple, from ₹11,000, with an 80G receipt.',
  },
  {
    path: '/mandir-nirman-seva/rangamandap',
    module: 'RangamandapPage',
    title: 'Rangamandap',
    description:
      'Sponsor sq. units of the 7,000 sq. ft. Rangamandap, the ceremonial hall, at ₹2,100 per sq. unit.',
  },
  {
    path: '/amrit-bhog',
    module: 'AmritBhogPage',
    title: 'Amrit Bhog',
    description: 'Sponsor the Amrit Bhog prasad meal on a Purnima of your choice for ₹21,000.',
  },
  {
    path: '/payment-status',
    module: 'PaymentStatusPage',
    title: 'Payment Status',
    description: 'The status of your contribution and your 80G receipt.',
    personal: true,
    // Sent with the order's status when the API answers in time; "checking" otherwise.
    prerender: { search: '?order_id=prerender', data: PAYMENT_STATUS_PAGE_DATA },
  },
  {
    path: '/test-integration',
    module: 'TestIntegrationPage',
    title: 'Integration Test',
    description: 'Diagnostics of the connection between the site and its backend.',
    // A diagnostics page for the operator: it shows this browser's own addresses, so it is drawn live only.
    prerender: false,
  },
];
