import type { PageRoute } from '@temple/shared/core';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../features/legal/legal-document';

const LEGAL_TITLES: Record<LegalDocument, string> = {
  'terms-and-conditions': 'Terms & Conditions',
  'privacy-policy': 'Privacy Policy',
  'refund-and-cancellation': 'Refund & Cancellation Policy',
  legality: 'Legality',
  disclaimer: 'Disclaimer',
};

/** This remote's pages; its build publishes them as routes.json, and the shell routes them. */
export const ROUTES: PageRoute[] = [
  {
    path: '/',
    module: 'HomePage',
    title: '',
    description:
      'Help build the stone temple of Sri Mandir in Bengaluru: offer a Shila, sponsor the Rangamandap or an Amrit Bhog, and follow construction progress.',
  },
  {
    path: '/events',
    module: 'EventsPage',
    title: 'Events',
    description: 'Upcoming and past events at the temple, from 2022 to 2027.',
  },
  {
    path: '/contact',
    module: 'ContactPage',
    title: 'Contact',
    description: 'Contact the temple trust: address, e-mail and phone.',
  },
  ...LEGAL_DOCUMENTS.map(
    (document): PageRoute => ({
      path: `/legal/${document}`,
      module: 'LegalPage',
      title: LEGAL_TITLES[document],
      description: `${LEGAL_TITLES[document]} of the temple trust's website and online contributions.`,
      props: { document },
    }),
  ),
];
