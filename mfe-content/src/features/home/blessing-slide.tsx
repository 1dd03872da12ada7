import { Stack, Text, UnstyledButton } from '@temple/shared/ui-base';
import { PlayGlyph } from '../carousel';
import classes from './blessings.module.css';
import { type Blessing, type BlessingVideo, STILL_SIZE, VIDEO_SIZE } from './media-sources';

/** A blessing picture, or a video's poster that opens the video in a dialog. */
export function BlessingSlide({
  blessing,
  onPlay,
}: {
  blessing: Blessing;
  /** Gets the Play button too: the focus goes back to it when the video closes. */
  onPlay: (video: BlessingVideo, button: HTMLElement) => void;
}) {
  return (
    <Stack gap={6}>
      {blessing.kind === 'video' ? (
        <UnstyledButton
          className={classes.videoButton}
          onClick={(event) => onPlay(blessing, event.currentTarget)}
          aria-label={`Play video: ${blessing.title}`}
        >
          <img
            className={classes.picture}
            src={blessing.poster}
            width={VIDEO_SIZE.width}
            height={VIDEO_SIZE.height}
            alt=""
            loading="lazy"
          />
          <span className={classes.playBadge}>
            <PlayGlyph />
          </span>
        </UnstyledButton>
      ) : (
        <img
          className={classes.picture}
          src={blessing.src}
          width={STILL_SIZE.width}
          height={STILL_SIZE.height}
          alt={blessing.alt}
          loading="lazy"
        />
      )}
      <Text fw={700} size="sm">
        {blessing.title}
      </Text>
      <Text size="sm" c="gray.7">
        {blessing.description}
      </Text>
    </Stack>
  );
}
