import { defineFederatedApp } from '@temple/shared/build';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_csr',
  port: 3004,
  title: 'CSR Partnerships · mfe_csr (standalone)',
  routes: ROUTES,
  exposes: {
    './CsrPage': './src/features/csr-page/csr-page.tsx',
  },
});
