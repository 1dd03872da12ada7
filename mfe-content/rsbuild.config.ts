import { defineFederatedApp } from '@temple/shared/build';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_content',
  port: 3002,
  title: 'Sri Mandir · mfe_content (standalone)',
  routes: ROUTES,
  exposes: {
    './HomePage': './src/features/home/home-page.tsx',
    './EventsPage': './src/features/events/events-page.tsx',
    './LegalPage': './src/features/legal/legal-page.tsx',
    './ContactPage': './src/features/contact/contact-page.tsx',
  },
  // The home page's largest paint is the hero's poster: the server preloads it with the page.
  lcpImages: { HomePage: [/hero-poster\./] },
  // Pictures and videos stay files (lazy, cacheable) instead of base64 inside the page's JS.
  overrides: { output: { dataUriLimit: 0 } },
});
