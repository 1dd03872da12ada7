import { defineFederatedApp } from '@temple/shared/build';
import { EXPOSES } from './src/app/exposes';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_donations',
  port: 3001,
  title: 'Mandir Nirman Seva · mfe_donations (standalone)',
  routes: ROUTES,
  exposes: EXPOSES,
  // The hero loop's poster and captions stay files, fetched with the video, not base64 in the page's JS.
  overrides: { output: { dataUriLimit: 0 } },
});
