import type { LocalModules } from '@temple/shared/core';

/** This remote's exposed modules, loaded directly when it runs on its own page. */
export const LOCAL_MODULES: LocalModules = {
  'mfe_media/MediaPage': () => import('../features/press-gallery/media-page'),
};
