import { defineFederatedApp } from '@temple/shared/build';
import { EXPOSES } from './src/app/exposes';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_csr',
  port: 3004,
  title: 'CSR Partnerships · mfe_csr (standalone)',
  routes: ROUTES,
  exposes: EXPOSES,
});
