import { filterFaqs } from './faq-filter';
import { faqIdFromHash } from './faq-hash';
import type { FaqItem } from './faq-item';
import { faqJsonLd } from './faq-json-ld';

const ITEMS: FaqItem[] = [
  { id: 'cost', question: 'How much does one Shila cost?', answer: 'Each Shila is ₹11,000.' },
  { id: 'receipt-tax', question: 'Do I get a receipt?', answer: 'Yes, an 80G receipt by e-mail.' },
  { id: 'rich', question: 'Where is the temple?', answer: null },
];

describe('FAQ filtering', () => {
  it('matches questions and string answers, case-insensitive, every word', () => {
    expect(filterFaqs(ITEMS, 'SHILA').map((item) => item.id)).toEqual(['cost']);
    expect(filterFaqs(ITEMS, '80g e-mail').map((item) => item.id)).toEqual(['receipt-tax']);
    expect(filterFaqs(ITEMS, 'temple').map((item) => item.id)).toEqual(['rich']);
    expect(filterFaqs(ITEMS, 'refund')).toEqual([]);
  });

  it('keeps everything for a blank query', () => {
    expect(filterFaqs(ITEMS, '   ')).toHaveLength(3);
  });

  it('reads #faq-{id} only for an item of the block', () => {
    expect(faqIdFromHash('#faq-receipt-tax', ['cost', 'receipt-tax'])).toBe('receipt-tax');
    expect(faqIdFromHash('#faq-other', ['cost'])).toBeUndefined();
    expect(faqIdFromHash('#cost', ['cost'])).toBeUndefined();
    expect(faqIdFromHash('#faq-%', ['cost'])).toBeUndefined();
  });

  it('describes the string answers as a schema.org FAQPage', () => {
    const data = JSON.parse(faqJsonLd(ITEMS));
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(2);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'How much does one Shila cost?',
      acceptedAnswer: { '@type': 'Answer', text: 'Each Shila is ₹11,000.' },
    });
  });
});
