import type { PageRoute } from '@temple/shared/core';

/** This remote's pages; its build publishes them as routes.json, and the shell routes them. */
export const ROUTES: PageRoute[] = [
  {
    path: '/media',
    module: 'MediaPage',
    title: 'Press Releases',
    description: 'Press releases, photographs and videos of the temple construction, year by year.',
  },
];
