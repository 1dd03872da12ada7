import { defineFederatedApp } from '@temple/shared/build';
import { EXPOSES } from './src/app/exposes';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_media',
  port: 3003,
  title: 'Press Releases · mfe_media (standalone)',
  routes: ROUTES,
  exposes: EXPOSES,
});
