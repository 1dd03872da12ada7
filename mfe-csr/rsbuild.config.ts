import { defineFederatedApp } from '@temple/shared/build';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  app: 'mfe-csr',
  title: 'CSR Partnerships · mfe_csr (standalone)',
  routes: ROUTES,
  exposes: {
    './CsrPage': './src/features/csr-page/csr-page.tsx',
  },
});
