import { TRUST } from '@temple/shared/core';
import { renderWithProviders } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import ContactPage from './contact-page';

describe('contact page', () => {
  it('has a heading, a tagline and the trust’s details', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByText(/We would love to hear from you/)).toBeVisible();
    expect(screen.getByRole('link', { name: TRUST.email })).toHaveAttribute('href', `mailto:${TRUST.email}`);
    expect(screen.getByRole('link', { name: TRUST.phone })).toHaveAttribute('href', TRUST.phoneHref);
  });
});
