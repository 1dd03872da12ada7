import { prerenderShell } from '@temple/shared/prerender';
import { App } from './app';

/** The shell's header and footer around each route, rendered at build time (shared/build/prerender.ts). */
export const prerender = () => prerenderShell(App);
