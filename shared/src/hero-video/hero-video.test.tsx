import { appStore, heroVideoPausedAtom } from '@temple/shared/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferReducedMotion, renderWithProviders } from '../testing';
import { HeroVideo, type HeroVideoMedia } from './hero-video';

const MEDIA: HeroVideoMedia = {
  poster: '/static/image/seva-hero-poster.webp',
  width: 640,
  height: 360,
  sources: [{ src: '/static/media/seva-hero-loop.mp4', type: 'video/mp4' }],
  captions: '/static/media/seva-hero-loop.vtt',
};

afterEach(() => {
  vi.useRealTimers();
  // Each test is a fresh visit.
  appStore.set(heroVideoPausedAtom, false);
});

/** Mounts the loop as a page does and waits for the idle moment that attaches its video. */
function showHeroLoop() {
  vi.useFakeTimers();
  preferReducedMotion(false);
  const page = renderWithProviders(<HeroVideo media={MEDIA} />);
  act(() => vi.advanceTimersByTime(10));
  vi.useRealTimers();
  const video = screen.getByTestId('hero-video') as HTMLVideoElement;
  // jsdom plays nothing: the element's state and events stand in for a browser's, which
  // starts playing a video marked autoplay.
  let paused = !video.autoplay;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.pause = () => {
    paused = true;
    fireEvent.pause(video);
  };
  video.play = async () => {
    paused = false;
    fireEvent.play(video);
  };
  return { page, video };
}

describe('HeroVideo', () => {
  it('attaches a muted, looping, captioned video only once the page is idle', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    renderWithProviders(<HeroVideo media={MEDIA} />);
    expect(document.querySelector('video')).toBeNull();
    act(() => vi.advanceTimersByTime(10));
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('poster', '/static/image/seva-hero-poster.webp');
    expect(video.querySelector('source')).toHaveAttribute('src', '/static/media/seva-hero-loop.mp4');
    expect(video.querySelector('track')).toHaveAttribute('src', '/static/media/seva-hero-loop.vtt');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
  });

  it('never attaches it when reduced motion is preferred: no video, no pause button', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    renderWithProviders(<HeroVideo media={MEDIA} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pauses and resumes from its button, which says what it will do', async () => {
    const { video } = showHeroLoop();
    await userEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(video.paused).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(video.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it("keeps the visitor's pause on the next page's loop until they press play", async () => {
    const home = showHeroLoop();
    await userEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    home.page.unmount();

    const sevaPage = showHeroLoop();
    expect(sevaPage.video.autoplay).toBe(false);
    expect(sevaPage.video.paused).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(sevaPage.video.paused).toBe(false);
    sevaPage.page.unmount();

    const nextPage = showHeroLoop();
    expect(nextPage.video.autoplay).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it('keeps playing on its own after the browser pauses it off screen, as a muted autoplay video is', () => {
    const { video } = showHeroLoop();
    // Chromium pauses a muted autoplay video scrolled out of view, and plays it again in view
    // only while it is still marked autoplay.
    fireEvent.pause(video);
    expect(video.autoplay).toBe(true);
    fireEvent.play(video);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });
});
