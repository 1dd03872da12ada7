export { VerseCarousel } from './verse-carousel';
