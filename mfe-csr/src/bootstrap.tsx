import { StandaloneApp } from '@temple/shared/app-frame';
import { siteRoutesOf } from '@temple/shared/core';
import { startApp } from '@temple/shared/ui-base';
import { LOCAL_MODULES } from './app/local-modules';
import { ROUTES } from './app/routes';

const routes = siteRoutesOf('mfe_csr', ROUTES);
void startApp(() => <StandaloneApp remote="mfe_csr" donationDialog="mfe_donations/DonationDialog" />, {
  localModules: LOCAL_MODULES,
  routes,
});
