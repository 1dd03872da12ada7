import { render, screen } from '@testing-library/react';
import { AppProviders } from './app-providers';
import { PageLoader } from './page-loader';

describe('PageLoader', () => {
  it('says what is loading in its status region, as text a screen reader reads', () => {
    render(
      <AppProviders>
        <PageLoader label="Loading the donation form" />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the donation form');
  });
});
