import { defineFederatedApp } from '@temple/shared/build';
import { EXPOSES } from './src/app/exposes';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_content',
  port: 3002,
  title: 'Sri Mandir · mfe_content (standalone)',
  routes: ROUTES,
  exposes: EXPOSES,
  // Pictures and videos stay files (lazy, cacheable) instead of base64 inside the page's JS.
  overrides: { output: { dataUriLimit: 0 } },
});
