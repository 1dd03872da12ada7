import { Container } from '@temple/shared/ui-base';
import { lazy, Suspense, useState } from 'react';
import { Carousel } from '../carousel';
import { BlessingSlide } from './blessing-slide';
import { BLESSINGS, type BlessingVideo } from './media-sources';
import { SectionHeading } from './section-heading';

/** Spec section 9: the blessings carousel moves on every 4000 ms. */
const BLESSINGS_INTERVAL_MS = 4000;

// The dialog (and the Modal part of the kit) loads with the first video played, not with the page.
const BlessingVideoDialog = lazy(() =>
  import('./blessing-video-dialog').then((module) => ({ default: module.BlessingVideoDialog })),
);

export function BlessingsSection() {
  const [playing, setPlaying] = useState<BlessingVideo | null>(null);
  const [dialogNeeded, setDialogNeeded] = useState(false);
  const play = (video: BlessingVideo) => {
    setDialogNeeded(true);
    setPlaying(video);
  };
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
      {dialogNeeded && (
        <Suspense fallback={null}>
          <BlessingVideoDialog video={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </Container>
  );
}
