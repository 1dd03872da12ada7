import type { LocalModules } from '@temple/shared/core';

/** This remote's exposed modules, loaded directly when it runs on its own page. */
export const LOCAL_MODULES: LocalModules = {
  'mfe_donations/DonationHubPage': () => import('../features/donation-hub/donation-hub-page'),
  'mfe_donations/ShiladaanPage': () => import('../features/seva-pages/shiladaan-page'),
  'mfe_donations/RangamandapPage': () => import('../features/seva-pages/rangamandap-page'),
  'mfe_donations/AmritBhogPage': () => import('../features/seva-pages/amrit-bhog-page'),
  'mfe_donations/PaymentStatusPage': () => import('../features/payment-status/payment-status-page'),
  'mfe_donations/TestIntegrationPage': () => import('../features/test-integration/test-integration-page'),
  'mfe_donations/DonationDialog': () => import('../features/donation-dialog/donation-dialog'),
  'mfe_donations/DonationCards': () => import('../features/donation-cards/donation-cards'),
  'mfe_donations/ContributorShowcase': () => import('../features/contributors/contributor-showcase'),
};
