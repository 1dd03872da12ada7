import { heroVideoPausedAtom } from '@temple/shared/core';
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import classes from './hero-video.module.css';
import { useDeferredVideo } from './use-deferred-video';

export interface HeroVideoMedia {
  /** Shown in the video's place until it plays. */
  poster: string;
  width: number;
  height: number;
  sources: { src: string; type: 'video/mp4' | 'video/webm' }[];
  /** WebVTT: the loops are silent, so the track says what is seen. */
  captions: string;
}

const PAUSE_ICON = <path d="M5 3h3v10H5zM10 3h3v10h-3z" fill="currentColor" />;
const PLAY_ICON = <path d="M5 3l8 5-8 5z" fill="currentColor" />;

/**
 * A hero's muted background loop: attached only once the page has loaded and the browser
 * is idle, never when reduced motion is preferred (then no byte of video is fetched),
 * with a button that pauses and resumes it. A visitor's pause holds on every page's loop
 * until they press play. `className` places the video's layer.
 */
export function HeroVideo({ media, className }: { media: HeroVideoMedia; className?: string }) {
  const showVideo = useDeferredVideo();
  const video = useRef<HTMLVideoElement>(null);
  const [pausedByVisitor, setPausedByVisitor] = useAtom(heroVideoPausedAtom);
  const [paused, setPaused] = useState(pausedByVisitor);
  if (!showVideo) return null;

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    setPausedByVisitor(!element.paused);
    if (element.paused) void element.play().catch(() => {});
    else element.pause();
  };

  return (
    <>
      <div className={[classes.layer, className].filter(Boolean).join(' ')} aria-hidden="true">
        <video
          ref={video}
          width={media.width}
          height={media.height}
          poster={media.poster}
          // The visitor's choice, not the element's state: Chromium pauses a muted loop out of
          // view and plays it again in view only while it is still marked autoplay.
          autoPlay={!pausedByVisitor}
          muted
          loop
          playsInline
          // The files come from the remote's origin: a caption track from another origin needs CORS.
          crossOrigin="anonymous"
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
          data-testid="hero-video"
        >
          {media.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          <track kind="captions" src={media.captions} srcLang="en" label="English" />
        </video>
      </div>
      <button
        type="button"
        className={classes.pause}
        onClick={toggle}
        aria-label={paused ? 'Play background video' : 'Pause background video'}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {paused ? PLAY_ICON : PAUSE_ICON}
        </svg>
      </button>
    </>
  );
}
