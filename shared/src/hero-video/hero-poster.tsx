import type { HeroVideoMedia } from './hero-video';

/**
 * The loop's poster as a picture of the page itself: it paints with the page, fetched
 * first, so the loop that covers it once the page is idle is no new, later largest paint.
 */
export function HeroPoster({ media, className }: { media: HeroVideoMedia; className?: string }) {
  return (
    <img
      className={className}
      src={media.poster}
      width={media.width}
      height={media.height}
      alt=""
      fetchPriority="high"
    />
  );
}
