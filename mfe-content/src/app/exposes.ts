/**
 * The modules this remote exposes to the shell, by the file that draws each. Its build
 * publishes them (Module Federation's `exposes`) and also imports them directly for its own
 * page and its prerendering (`./local-modules`, generated from this list).
 */
export const EXPOSES: Record<string, string> = {
  './HomePage': './src/features/home/home-page.tsx',
  './EventsPage': './src/features/events/events-page.tsx',
  './LegalPage': './src/features/legal/legal-page.tsx',
  './ContactPage': './src/features/contact/contact-page.tsx',
};
