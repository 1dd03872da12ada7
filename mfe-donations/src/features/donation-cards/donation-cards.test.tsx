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
    await user.click(screen.getByRole('link', { name: 'Rangamandap: 21 sq. units, ₹44,100' }));
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
    await user.click(screen.getByRole('link', { name: 'Amrit Bhog: Book Amrit Bhog, ₹21,000' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
    expect(appStore.get(donationIntentAtom)).toEqual({ type: 'BHOG', qty: 1 });
  });

  it('links each quick amount to the hub with its choice, for a tap before the code arrives or a new tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DonationCards />, { route: '/' });
    const fiveShilas = screen.getByRole('link', { name: 'Shiladaan: 5 Shilas, ₹55,000' });
    expect(fiveShilas).toHaveAttribute('href', '/mandir-nirman-seva?type=donation&qty=5');
    expect(screen.getByRole('link', { name: 'Amrit Bhog: Book Amrit Bhog, ₹21,000' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva?type=bhog&qty=1',
    );
    // A click asking for a new tab follows the link and leaves this page's dialog closed.
    const stopNavigation = (event: MouseEvent) => event.preventDefault(); // jsdom cannot navigate
    window.addEventListener('click', stopNavigation);
    await user.keyboard('{Control>}');
    await user.click(fiveShilas);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', stopNavigation);
    expect(appStore.get(donationIntentAtom)).toBeNull();
  });

  it('shows the quick amounts of each type and Bhoomi Sahyog as coming soon', () => {
    renderWithProviders(<DonationCards />);
    expect(screen.getAllByRole('link', { name: /^Shiladaan:/ })).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: /^Rangamandap:/ })).toHaveLength(4);
    expect(screen.getByText('Bhoomi Sahyog')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
