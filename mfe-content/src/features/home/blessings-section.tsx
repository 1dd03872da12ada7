import { useReturnFocusOnClose } from '@temple/shared/dialog-history';
import { Container, deferredSection } from '@temple/shared/ui-base';
import { useRef, useState } from 'react';
import { Carousel } from '../carousel';
import { BlessingSlide } from './blessing-slide';
import { BLESSINGS, type BlessingVideo } from './media-sources';
import { SectionHeading } from './section-heading';

/** Spec section 9: the blessings carousel moves on every 4000 ms. */
const BLESSINGS_INTERVAL_MS = 4000;

/**
 * The dialog (and the Modal part of the kit) loads with the first video played, not with
 * the page. Code that fails to arrive leaves the carousel as it is, with Retry under it.
 */
const BlessingVideoDialog = deferredSection(
  'blessing-video-dialog',
  () => import('./blessing-video-dialog').then((module) => module.BlessingVideoDialog),
  { whileLoading: null },
);

export function BlessingsSection() {
  const [playing, setPlaying] = useState<BlessingVideo | null>(null);
  const [dialogNeeded, setDialogNeeded] = useState(false);
  // The dialog mounts already open once its code is there: the Play button takes the focus back.
  const playButton = useRef<HTMLElement | null>(null);
  useReturnFocusOnClose(playing !== null, playButton);
  const play = (video: BlessingVideo, button: HTMLElement) => {
    playButton.current = button;
    setDialogNeeded(true);
    setPlaying(video);
  };
  const close = () => setPlaying(null);
  return (
    <Container component="section" size="lg" py={40} aria-labelledby="blessings-title">
      <SectionHeading
        id="blessings-title"
        title="Blessings"
        lead="Acharyas, artisans and devotees bless the temple and everyone who helps to build it."
      />
      <Carousel label="Blessing pictures and videos" intervalMs={BLESSINGS_INTERVAL_MS} slideWidth={280}>
        {BLESSINGS.map((blessing) => (
          <BlessingSlide key={blessing.id} blessing={blessing} onPlay={play} />
        ))}
      </Carousel>
      {dialogNeeded && <BlessingVideoDialog video={playing} onClose={close} />}
    </Container>
  );
}
