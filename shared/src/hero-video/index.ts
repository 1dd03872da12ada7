/**
 * `@temple/shared/hero-video`: the background loop of a page's hero. Not a shared
 * federation module: it holds no page-wide state, so each remote that shows one bundles
 * its own small copy and no other page pays for it.
 */
export { HeroPoster } from './hero-poster';
export { HeroVideo, type HeroVideoMedia } from './hero-video';
