export { ClosingCta } from './closing-cta';
export { type Fact, FactGrid } from './fact-grid';
export { SEVA_HERO_MEDIA } from './hero-media';
export { PageHero } from './page-hero';
export { TrustBadges } from './trust-badges';
