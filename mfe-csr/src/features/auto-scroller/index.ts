export { AutoScroller } from './auto-scroller';
