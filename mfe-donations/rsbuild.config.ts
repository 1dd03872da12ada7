import { defineFederatedApp } from '@temple/shared/build';
import { ROUTES } from './src/app/routes';

export default defineFederatedApp({
  name: 'mfe_donations',
  port: 3001,
  title: 'Mandir Nirman Seva · mfe_donations (standalone)',
  routes: ROUTES,
  exposes: {
    './DonationHubPage': './src/features/donation-hub/donation-hub-page.tsx',
    './ShiladaanPage': './src/features/seva-pages/shiladaan-page.tsx',
    './RangamandapPage': './src/features/seva-pages/rangamandap-page.tsx',
    './AmritBhogPage': './src/features/seva-pages/amrit-bhog-page.tsx',
    './PaymentStatusPage': './src/features/payment-status/payment-status-page.tsx',
    './TestIntegrationPage': './src/features/test-integration/test-integration-page.tsx',
    './DonationDialog': './src/features/donation-dialog/donation-dialog.tsx',
    './DonationCards': './src/features/donation-cards/donation-cards.tsx',
    './ContributorShowcase': './src/features/contributors/contributor-showcase.tsx',
  },
  // The seva pages' largest paint is the hero loop's poster: the server preloads it with the page.
  lcpImages: {
    ShiladaanPage: [/seva-hero-poster\./],
    RangamandapPage: [/seva-hero-poster\./],
    AmritBhogPage: [/seva-hero-poster\./],
  },
  // The hero loop's poster and captions stay files, fetched with the video, not base64 in the page's JS.
  overrides: { output: { dataUriLimit: 0 } },
});
