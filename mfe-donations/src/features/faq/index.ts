export type { FaqItem } from './faq-item';

/** The FAQ in a chunk of its own: it sits far down a page. */
export const loadFaqBlock = () => import('./faq-block').then((module) => module.FaqBlock);
