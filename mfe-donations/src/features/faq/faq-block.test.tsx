import { renderWithProviders } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqBlock } from './faq-block';
import type { FaqItem } from './faq-item';

const ITEMS: FaqItem[] = [
  {
    id: 'how-to-contribute',
    question: 'How do I contribute?',
    answer: 'Choose the number of Shilas and pay online.',
  },
  {
    id: 'cost',
    question: 'How much does the stone work cost?',
    answer: 'The stone work is estimated at ₹20-22 crore.',
  },
  {
    id: 'receipt-tax',
    question: 'Will I receive a receipt and tax benefit?',
    answer: 'Yes, under Section 80G.',
  },
  { id: 'location', question: 'Where is the temple being built?', answer: 'In Bengaluru, Karnataka.' },
  {
    id: 'visit-site',
    question: 'Can I visit the construction site?',
    answer: 'Yes, after contacting the trust office.',
  },
];

describe('FAQ block', () => {
  it('opens and scrolls to the item named by #faq-{id}', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<FaqBlock items={ITEMS} />, { route: '/x#faq-receipt-tax' });
    expect(
      await screen.findByRole('button', { name: 'Will I receive a receipt and tax benefit?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Where is the temple being built?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(scrolled).toHaveBeenCalled();
  });

  it('searches questions and answers and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqBlock items={ITEMS} searchable />);
    // The live region is there before anything is typed, so screen readers announce what it comes to say.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.type(screen.getByLabelText('Search questions'), '20-22 crore');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((button) => button.textContent)).toEqual([
      'How much does the stone work cost?',
    ]);
    await user.type(screen.getByLabelText('Search questions'), ' nowhere');
    expect(status).toHaveTextContent('No matching questions.');
  });

  it('keeps one answer open at a time unless multiple', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<FaqBlock items={ITEMS} />);
    const first = screen.getByRole('button', { name: 'How do I contribute?' });
    const second = screen.getByRole('button', { name: 'Can I visit the construction site?' });
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    unmount();
    renderWithProviders(<FaqBlock items={ITEMS} multiple />);
    await user.click(screen.getByRole('button', { name: 'How do I contribute?' }));
    await user.click(screen.getByRole('button', { name: 'Can I visit the construction site?' }));
    expect(screen.getByRole('button', { name: 'How do I contribute?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('embeds FAQPage structured data', () => {
    const { container } = renderWithProviders(<FaqBlock items={ITEMS} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}').mainEntity).toHaveLength(5);
  });
});
