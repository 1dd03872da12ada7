import type { LocalModules } from '@temple/shared/core';

/** This remote's exposed modules, loaded directly when it runs on its own page. */
export const LOCAL_MODULES: LocalModules = {
  'mfe_content/HomePage': () => import('../features/home/home-page'),
  'mfe_content/EventsPage': () => import('../features/events/events-page'),
  'mfe_content/LegalPage': () => import('../features/legal/legal-page'),
  'mfe_content/ContactPage': () => import('../features/contact/contact-page'),
};
