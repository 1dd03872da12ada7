import type { HeroVideoMedia } from '@temple/shared/hero-video';
import { preferReducedMotion, renderWithProviders, useStylesheet } from '@temple/shared/testing';
import { PageHero } from './page-hero';

const VIDEO: HeroVideoMedia = {
  poster: '/static/image/seva-hero-poster.webp',
  width: 640,
  height: 360,
  sources: [{ src: '/static/media/seva-hero-loop.mp4', type: 'video/mp4' }],
  captions: '/static/media/seva-hero-loop.vtt',
};

describe('PageHero', () => {
  it("paints the loop's poster with the page, before any video, fetched first", () => {
    preferReducedMotion(true);
    const { container } = renderWithProviders(
      <PageHero title="Amrit Bhog" subtitle="A meal" video={VIDEO} />,
    );
    const poster = container.querySelector('section img');
    expect(poster).toHaveAttribute('src', '/static/image/seva-hero-poster.webp');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('alt', '');
    expect(container.querySelector('video')).toBeNull();
  });

  it('draws a glow that stands still, with no motion to pause', () => {
    useStylesheet(import.meta.url, './page-hero.module.css');
    const { container } = renderWithProviders(<PageHero title="Shiladaan" subtitle="Offer a Shila" />);
    const glow = container.querySelector('section > [aria-hidden="true"]') as HTMLElement;
    expect(getComputedStyle(glow).position).toBe('absolute');
    expect(getComputedStyle(glow).animation).toBe('');
  });

  it('draws no picture for a hero without a loop', () => {
    const { container } = renderWithProviders(<PageHero title="Mandir Nirman Seva" subtitle="Give" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
