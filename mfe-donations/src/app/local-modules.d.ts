import type { LocalModules } from '@temple/shared/core';

/** Generated at build time from ./exposes.ts (shared/build/local-modules.ts). */
export declare const LOCAL_MODULES: LocalModules;
