import { defineFederatedApp } from '@temple/shared/build';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_media',
  port: 3003,
  title: 'Press Releases · mfe_media (standalone)',
  routes: ROUTES,
  exposes: {
    './MediaPage': './src/features/press-gallery/media-page.tsx',
  },
});
