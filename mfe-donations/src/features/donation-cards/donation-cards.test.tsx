import { appStore, closeDonation, donationIntentAtom } from '@temple/shared';
import { renderWithProviders } from '@temple/shared/testing';
import { useLocation } from '@temple/shared/ui-base';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationCards from './donation-cards';

function Url() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

afterEach(() => act(() => closeDonation()));

describe('donation cards', () => {
  it('on the hub, a quick amount writes type and qty into the URL and opens the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DonationCards />
        <Url />
      </>,
      { route: '/mandir-nirman-seva' },
    );
    await user.click(screen.getByRole('button', { name: 'Rangamandap: 21 sq. units, ₹44,100' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/mandir-nirman-seva?type=rangamandap&qty=21');
    expect(appStore.get(donationIntentAtom)).toEqual({ type: 'RANGAMANDAP', qty: 21 });
  });

  it('elsewhere it opens the dialog and leaves the URL alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DonationCards />
        <Url />
      </>,
      { route: '/' },
    );
    await user.click(screen.getByRole('button', { name: 'Amrit Bhog: Book Amrit Bhog, ₹21,000' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
    expect(appStore.get(donationIntentAtom)).toEqual({ type: 'BHOG', qty: 1 });
  });

  it('shows the quick amounts of each type and Bhoomi Sahyog as coming soon', () => {
    renderWithProviders(<DonationCards />);
    expect(screen.getAllByRole('button', { name: /^Shiladaan:/ })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Rangamandap:/ })).toHaveLength(4);
    expect(screen.getByText('Bhoomi Sahyog')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
