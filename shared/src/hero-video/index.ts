/**
 * `@temple/shared/hero-video`: the background loop of a page's hero. Not a shared
 * federation module: each remote that shows one bundles its own small copy and no other
 * page pays for it. Its one page-wide state, the visitor's pause, lives in
 * `@temple/shared/core` (`visitor-pause.ts`).
 */
export { HeroPoster } from './hero-poster';
export { HeroVideo, type HeroVideoMedia } from './hero-video';
