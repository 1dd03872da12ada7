import { prerenderRemotePages } from '@temple/shared/prerender';
import { LOCAL_MODULES } from './local-modules';

/** This remote's pages as HTML, rendered at build time (shared/build/prerender.ts). */
export const prerender = () => prerenderRemotePages('mfe_content', LOCAL_MODULES);
