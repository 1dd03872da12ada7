import { prerenderShell } from '@temple/shared/prerender';
import { NAV_PATHS } from '../features/header/nav-items';
import { App } from './app';

/** The shell's header and footer around any page, rendered at build time (shared/build/prerender.ts). */
export const prerender = () => prerenderShell(App, NAV_PATHS);
