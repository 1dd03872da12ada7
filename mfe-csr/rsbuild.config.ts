import { defineFederatedApp } from '@temple/shared/build';

export default defineFederatedApp({
  app: 'mfe-csr',
  title: 'CSR Partnerships · mfe_csr (standalone)',
  exposes: {
    './CsrPage': './src/features/csr-page/csr-page.tsx',
  },
});
