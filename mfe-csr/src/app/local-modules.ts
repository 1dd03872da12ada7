import type { LocalModules } from '@temple/shared/core';

/** This remote's exposed modules, loaded directly when it runs on its own page. */
export const LOCAL_MODULES: LocalModules = {
  'mfe_csr/CsrPage': () => import('../features/csr-page/csr-page'),
};
