import '@testing-library/jest-dom/vitest';
import { renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('prints the PAN and 80G registration the receipt and CSR page print, marked as samples', () => {
    useTestRuntimeConfig();
    renderWithProviders(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('PAN AAATS1234M · 80G AAATS1234MF20214 (sample numbers)')).toBeInTheDocument();
    expect(footer.getByText(/42 Kanakapura Road/)).toBeInTheDocument();
  });
});
