/**
 * The modules this remote exposes to the shell, by the file that draws each. Its build
 * publishes them (Module Federation's `exposes`) and also imports them directly for its own
 * page and its prerendering (`./local-modules`, generated from this list).
 */
export const EXPOSES: Record<string, string> = {
  './DonationHubPage': './src/features/donation-hub/donation-hub-page.tsx',
  './ShiladaanPage': './src/features/seva-pages/shiladaan-page.tsx',
  './RangamandapPage': './src/features/seva-pages/rangamandap-page.tsx',
  './AmritBhogPage': './src/features/seva-pages/amrit-bhog-page.tsx',
  './PaymentStatusPage': './src/features/payment-status/payment-status-page.tsx',
  './TestIntegrationPage': './src/features/test-integration/test-integration-page.tsx',
  './DonationDialog': './src/features/donation-form/donation-dialog.tsx',
  './DonationCards': './src/features/donation-cards/donation-cards.tsx',
  './ContributorShowcase': './src/features/contributors/contributor-showcase.tsx',
};
