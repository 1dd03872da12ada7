import type { FaqItem } from './faq-item';

/** Items whose question or string answer contains every word of the query, case-insensitive. */
export function filterFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = `${item.question} ${typeof item.answer === 'string' ? item.answer : ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
