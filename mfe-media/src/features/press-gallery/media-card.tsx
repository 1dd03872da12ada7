import { PlainBadge, UnstyledButton } from '@temple/shared/ui-base';
import { PictureGlyph, PlayGlyph } from './icons';
import classes from './media-card.module.css';
import type { MediaType } from './media-file-name';
import type { MediaItem } from './media-item';
import { formatItemDate, UNDATED_TEXT } from './press-filter';

/** Card widths by breakpoint (the grid's columns), so the browser picks the right preview. */
const CARD_SIZES = '(min-width: 75em) 264px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

const TYPE_LABELS: Record<MediaType, string> = { image: 'Image', video: 'Video' };

export function MediaTypeBadge({ type }: { type: MediaType }) {
  return (
    <PlainBadge variant="outline" color={type === 'video' ? 'dark' : 'saffron.9'}>
      {TYPE_LABELS[type]}
    </PlainBadge>
  );
}

/** A press item in its year: lazy preview, year and type badges, title and date. Opens the viewer. */
export function MediaCard({ item, onOpen }: { item: MediaItem; onOpen: (item: MediaItem) => void }) {
  const [smallest] = item.renditions;
  const date = formatItemDate(item);
  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onOpen(item)}
      aria-haspopup="dialog"
      data-testid="media-card"
      data-type={item.type}
    >
      <span className={classes.preview}>
        {smallest ? (
          <img
            className={classes.image}
            src={smallest.src}
            srcSet={item.renditions.map((rendition) => `${rendition.src} ${rendition.width}w`).join(', ')}
            sizes={CARD_SIZES}
            width={smallest.width}
            height={smallest.height}
            loading="lazy"
            decoding="async"
            alt=""
          />
        ) : (
          <span className={classes.placeholder}>
            <PictureGlyph size={40} />
          </span>
        )}
        {item.type === 'video' && (
          <span className={classes.play}>
            <PlayGlyph size={22} />
          </span>
        )}
      </span>
      <span className={classes.body}>
        <span className={classes.badges}>
          <PlainBadge variant="light" color="maroon">
            {item.year}
          </PlainBadge>
          <MediaTypeBadge type={item.type} />
        </span>
        <span className={classes.title}>{item.title}</span>
        {date ? (
          <time className={classes.date} dateTime={item.date}>
            {date}
          </time>
        ) : (
          <span className={`${classes.date} ${classes.undated}`}>{UNDATED_TEXT}</span>
        )}
      </span>
    </UnstyledButton>
  );
}
