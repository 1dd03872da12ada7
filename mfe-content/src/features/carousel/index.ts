export { Carousel } from './carousel';
export { PlayGlyph } from './carousel-icons';
