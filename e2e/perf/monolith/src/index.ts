import { type LocalModules, siteRoutesOf } from '@temple/shared/core';
import { startApp } from '@temple/shared/ui-base';
import { LOCAL_MODULES as CONTENT } from '../../../../mfe-content/src/app/local-modules';
import { ROUTES as CONTENT_ROUTES } from '../../../../mfe-content/src/app/routes';
import { LOCAL_MODULES as CSR } from '../../../../mfe-csr/src/app/local-modules';
import { ROUTES as CSR_ROUTES } from '../../../../mfe-csr/src/app/routes';
import { LOCAL_MODULES as DONATIONS } from '../../../../mfe-donations/src/app/local-modules';
import { ROUTES as DONATIONS_ROUTES } from '../../../../mfe-donations/src/app/routes';
import { LOCAL_MODULES as MEDIA } from '../../../../mfe-media/src/app/local-modules';
import { ROUTES as MEDIA_ROUTES } from '../../../../mfe-media/src/app/routes';
import { App } from '../../../../shell/src/app/app';

/**
 * The shell's App with every remote's modules and routes bundled in: the same providers,
 * routes, header and footer; `RemoteModule` finds each id among the local modules and
 * never reaches for a remote. No async boundary: nothing is negotiated at start-up.
 */
const MONOLITH_MODULES: LocalModules = { ...DONATIONS, ...CONTENT, ...MEDIA, ...CSR };
const MONOLITH_ROUTES = [
  ...siteRoutesOf('mfe_donations', DONATIONS_ROUTES),
  ...siteRoutesOf('mfe_content', CONTENT_ROUTES),
  ...siteRoutesOf('mfe_media', MEDIA_ROUTES),
  ...siteRoutesOf('mfe_csr', CSR_ROUTES),
];

void startApp(App, { localModules: MONOLITH_MODULES, routes: MONOLITH_ROUTES });
