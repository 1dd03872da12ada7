import { formatShortDate } from '@temple/shared/core';
import { Container, Stack, Text } from '@temple/shared/ui-base';
import { Carousel } from '../carousel';
import { PROGRESS_VIDEOS, VIDEO_SIZE } from './media-sources';
import { SectionHeading } from './section-heading';

/** Spec section 9: the progress carousel steps 320 px every 3500 ms. */
const PROGRESS_INTERVAL_MS = 3500;
const SLIDE_WIDTH = 304;
const GAP = 16;

export function ProgressSection() {
  return (
    <Container component="section" size="lg" py={40} aria-labelledby="progress-title">
      <SectionHeading
        id="progress-title"
        title="Construction progress"
        lead="Short films from the site, newest first. Press play on any of them."
      />
      <Carousel
        label="Construction progress videos"
        intervalMs={PROGRESS_INTERVAL_MS}
        slideWidth={SLIDE_WIDTH}
        gap={GAP}
      >
        {PROGRESS_VIDEOS.map((video) => (
          <Stack key={video.id} gap={6}>
            <video
              controls
              muted
              playsInline
              preload="none"
              poster={video.poster}
              width={VIDEO_SIZE.width}
              height={VIDEO_SIZE.height}
              aria-label={`${video.title}, ${formatShortDate(video.date)}`}
              style={{ width: '100%', height: 'auto', borderRadius: 8, background: '#2d1b1b' }}
            >
              {video.sources.map((source) => (
                <source key={source.src} src={source.src} type={source.type} />
              ))}
            </video>
            <Text fw={700} size="sm" c="maroon.9">
              {formatShortDate(video.date)}
            </Text>
            <Text size="sm">{video.title}</Text>
          </Stack>
        ))}
      </Carousel>
    </Container>
  );
}
