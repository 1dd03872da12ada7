import { renderWithProviders } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import { LEGAL_DOCUMENTS } from './legal-document';
import LegalPage from './legal-page';

const textOf = () => document.body.textContent ?? '';

describe('legal pages', () => {
  it.each(LEGAL_DOCUMENTS)('%s has its date, a heading per section and a table of contents', (doc) => {
    renderWithProviders(<LegalPage document={doc} />, { route: `/legal/${doc}` });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText('Last updated 15 October 2025')).toBeVisible();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links.map((link) => link.textContent)).toEqual(headings.map((heading) => heading.textContent));
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAttribute('href', `/legal/${doc}#${headings[index]?.id}`);
    }
  });

  it('states the refund rules', () => {
    renderWithProviders(<LegalPage document="refund-and-cancellation" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeVisible();
    for (const rule of [
      'generally non-refundable',
      'within 7 days of the transaction, with proof',
      'choose an alternate date or ask for a refund',
      'change of mind are usually not refunded',
      'within 7-10 working days',
      'original payment method',
    ])
      expect(textOf()).toContain(rule);
    for (const detail of ['your name', 'your phone number', 'the receipt number or the transaction ID'])
      expect(screen.getByText(detail)).toBeVisible();
    expect(screen.getByText('the date of the transaction')).toBeVisible();
    expect(screen.getByText('the reason for the request')).toBeVisible();
  });

  it('puts the terms under Indian law and the courts of Bengaluru', () => {
    renderWithProviders(<LegalPage document="terms-and-conditions" />);
    expect(textOf()).toContain('governed by the laws of India');
    expect(textOf()).toContain('courts of Bengaluru have exclusive jurisdiction');
  });

  it('says what privacy data is collected, that none is sold, and the visitor’s rights', () => {
    renderWithProviders(<LegalPage document="privacy-policy" />);
    for (const kind of ['Contact details', 'Your address', 'Donation details', 'Technical data'])
      expect(textOf()).toContain(kind);
    expect(screen.getByRole('heading', { name: 'We do not sell your data' })).toBeVisible();
    expect(textOf()).toMatch(/access to the personal data.*correction.*deletion/);
  });
});
