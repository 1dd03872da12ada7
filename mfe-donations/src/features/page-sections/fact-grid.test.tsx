import { renderWithProviders } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import { FactGrid } from './fact-grid';

describe('fact tiles', () => {
  it('pair each figure with its own label: the term first, its value after it', () => {
    renderWithProviders(
      <FactGrid
        facts={[
          { value: '7,000 sq. ft.', label: 'Rangamandap area' },
          { value: '108', label: 'Pillars' },
        ]}
      />,
    );
    // Each term's own value is the next term or definition after it (a <style> for the figure's size may sit between).
    const nextEntry = (term: Element) => {
      let next = term.nextElementSibling;
      while (next && next.tagName !== 'DT' && next.tagName !== 'DD') next = next.nextElementSibling;
      return next;
    };
    const pairs = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, nextEntry(term)?.tagName, nextEntry(term)?.textContent]);
    expect(pairs).toEqual([
      ['Rangamandap area', 'DD', '7,000 sq. ft.'],
      ['Pillars', 'DD', '108'],
    ]);
  });
});
