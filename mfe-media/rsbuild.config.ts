import { defineFederatedApp } from '@temple/shared/build';

export default defineFederatedApp({
  app: 'mfe-media',
  title: 'Press Releases · mfe_media (standalone)',
  exposes: {
    './MediaPage': './src/features/press-gallery/media-page.tsx',
  },
});
