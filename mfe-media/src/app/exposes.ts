/**
 * The modules this remote exposes to the shell, by the file that draws each. Its build
 * publishes them (Module Federation's `exposes`) and also imports them directly for its own
 * page and its prerendering (`./local-modules`, generated from this list).
 */
export const EXPOSES: Record<string, string> = {
  './MediaPage': './src/features/press-gallery/media-page.tsx',
};
