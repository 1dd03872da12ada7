import type { PageRoute } from '@temple/shared/core';

/** This remote's pages; its build publishes them as routes.json, and the shell routes them. */
export const ROUTES: PageRoute[] = [
  {
    path: '/csr',
    module: 'CsrPage',
    title: 'CSR Partnerships',
    description:
      'Partner with the temple trust under CSR (Schedule VII): food, education, healthcare, environment and more.',
  },
];
