import type { LocalModules } from '@temple/shared/core';
import { startApp } from '@temple/shared/ui-base';
import { LOCAL_MODULES as CONTENT } from '../../../../mfe-content/src/app/local-modules';
import { LOCAL_MODULES as CSR } from '../../../../mfe-csr/src/app/local-modules';
import { LOCAL_MODULES as DONATIONS } from '../../../../mfe-donations/src/app/local-modules';
import { LOCAL_MODULES as MEDIA } from '../../../../mfe-media/src/app/local-modules';
import { App } from '../../../../shell/src/app/app';

/**
 * The shell's App with every remote's modules bundled in: the same providers, routes,
 * header and footer; `RemoteModule` finds each id among the local modules and never
 * reaches for a remote. No async boundary: nothing is negotiated at start-up.
 */
const MONOLITH_MODULES: LocalModules = { ...DONATIONS, ...CONTENT, ...MEDIA, ...CSR };

void startApp(App, MONOLITH_MODULES);
