/** Node only: the HTML of prerendered pages, rewritten at build time and when a page is served. */
export { fillDataSlots } from './page-data-slots';
export {
  beforeEndTag,
  fillElement,
  placeIn,
  replaceTitleAndDescription,
  type StartTag,
} from './rewrite-html';
