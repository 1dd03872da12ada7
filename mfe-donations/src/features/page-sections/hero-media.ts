import type { HeroVideoMedia } from '@temple/shared/hero-video';
import sevaHeroLoop from './media/seva-hero-loop.mp4';
import sevaHeroCaptions from './media/seva-hero-loop.vtt';
import sevaHeroPoster from './media/seva-hero-poster.webp';

/** The silent loop behind the seva pages' heroes (media-src/generate-media.sh draws it). */
export const SEVA_HERO_MEDIA: HeroVideoMedia = {
  poster: sevaHeroPoster,
  width: 640,
  height: 360,
  sources: [{ src: sevaHeroLoop, type: 'video/mp4' }],
  captions: sevaHeroCaptions,
};
