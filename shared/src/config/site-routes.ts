import { PAYMENT_STATUSES } from '../constants/payment-statuses';
import type { RemoteModuleId } from '../federation/remote-modules';
import type { PageDataSource } from './page-data';

/** One page of the site: where it lives, which remote module draws it, and its meta. */
export interface SiteRoute {
  path: string;
  moduleId: RemoteModuleId;
  title: string;
  description: string;
  props?: Record<string, unknown>;
  /**
   * How the page is prerendered (see ./prerender.ts): at its path, at its path with this
   * query (a page that reads the query, in the state it shows for any value), or not at all.
   * A page with `data` also has a variant per value of its data (see ./page-data.ts).
   */
  prerender?: false | { search: string; data?: PageDataSource };
}

export const LEGAL_DOCUMENTS = [
  'terms-and-conditions',
  'privacy-policy',
  'refund-and-cancellation',
  'legality',
  'disclaimer',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

const LEGAL_TITLES: Record<LegalDocument, string> = {
  'terms-and-conditions': 'Terms & Conditions',
  'privacy-policy': 'Privacy Policy',
  'refund-and-cancellation': 'Refund & Cancellation Policy',
  legality: 'Legality',
  disclaimer: 'Disclaimer',
};

/** The payment status page is sent with the order's status in it (see ./page-data.ts). */
export const PAYMENT_STATUS_PAGE_DATA: PageDataSource = {
  request: '/api/v2/donations/{order_id}/status',
  variantField: 'paymentStatus',
  variants: PAYMENT_STATUSES,
};

/**
 * Every route of spec section 2 and the remote module that renders it. The shell
 * routes all of them; a remote on its own routes the ones that are its own.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    moduleId: 'mfe_content/HomePage',
    title: '',
    description:
      'Help build the stone temple of Sri Mandir in Bengaluru: offer a Shila, sponsor the Rangamandap or an Amrit Bhog, and follow construction progress.',
  },
  {
    path: '/mandir-nirman-seva',
    moduleId: 'mfe_donations/DonationHubPage',
    title: 'Mandir Nirman Seva',
    description:
      'Contribute to the temple construction online: Shiladaan, Rangamandap and Amrit Bhog, with 80G tax benefits and transparent use of funds.',
  },
  {
    path: '/mandir-nirman-seva/shiladaan',
    moduleId: 'mfe_donations/ShiladaanPage',
    title: 'Shiladaan',
    description: 'Offer a Shila, a sacred stone of the temple, from ₹11,000, with an 80G receipt.',
  },
  {
    path: '/mandir-nirman-seva/rangamandap',
    moduleId: 'mfe_donations/RangamandapPage',
    title: 'Rangamandap',
    description:
      'Sponsor sq. units of the 7,000 sq. ft. Rangamandap, the ceremonial hall, at ₹2,100 per sq. unit.',
  },
  {
    path: '/amrit-bhog',
    moduleId: 'mfe_donations/AmritBhogPage',
    title: 'Amrit Bhog',
    description: 'Sponsor the Amrit Bhog prasad meal on a Purnima of your choice for ₹21,000.',
  },
  {
    path: '/csr',
    moduleId: 'mfe_csr/CsrPage',
    title: 'CSR Partnerships',
    description:
      'Partner with the temple trust under CSR (Schedule VII): food, education, healthcare, environment and more.',
  },
  {
    path: '/events',
    moduleId: 'mfe_content/EventsPage',
    title: 'Events',
    description: 'Upcoming and past events at the temple, from 2022 to 2027.',
  },
  {
    path: '/media',
    moduleId: 'mfe_media/MediaPage',
    title: 'Press Releases',
    description: 'Press releases, photographs and videos of the temple construction, year by year.',
  },
  {
    path: '/contact',
    moduleId: 'mfe_content/ContactPage',
    title: 'Contact',
    description: 'Contact the temple trust: address, e-mail and phone.',
  },
  {
    path: '/payment-status',
    moduleId: 'mfe_donations/PaymentStatusPage',
    title: 'Payment Status',
    description: 'The status of your contribution and your 80G receipt.',
    // Sent with the order's status when the API answers in time; "checking" otherwise.
    prerender: { search: '?order_id=prerender', data: PAYMENT_STATUS_PAGE_DATA },
  },
  {
    path: '/test-integration',
    moduleId: 'mfe_donations/TestIntegrationPage',
    title: 'Integration Test',
    description: 'Diagnostics of the connection between the site and its backend.',
    // A diagnostics page for the operator: it shows this browser's own addresses, so it is drawn live only.
    prerender: false,
  },
  ...LEGAL_DOCUMENTS.map(
    (document): SiteRoute => ({
      path: `/legal/${document}`,
      moduleId: 'mfe_content/LegalPage',
      title: LEGAL_TITLES[document],
      description: `${LEGAL_TITLES[document]} of the temple trust's website and online contributions.`,
      props: { document },
    }),
  ),
];

export function routesOfRemote(remote: string): SiteRoute[] {
  return SITE_ROUTES.filter((route) => route.moduleId.startsWith(`${remote}/`));
}

/** The route drawn at a pathname (React Router matches the same paths, case-insensitively, a trailing slash allowed). */
export function routeAtPath(pathname: string): SiteRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return SITE_ROUTES.find((route) => route.path === normalized);
}
