import { siteRoutesOf } from '@temple/shared/core';
import { prerenderRemotePages } from '@temple/shared/prerender';
import { LOCAL_MODULES } from './local-modules';
import { ROUTES } from './routes';

/** This remote's pages as HTML, rendered at build time (shared/build/prerender.ts). */
export const prerender = () => prerenderRemotePages(siteRoutesOf('mfe_csr', ROUTES), LOCAL_MODULES);
