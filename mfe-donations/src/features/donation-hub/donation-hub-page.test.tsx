import { appStore, closeDonation, donationIntentAtom } from '@temple/shared';
import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import DonationHubPage from './donation-hub-page';

beforeEach(() => {
  useTestRuntimeConfig();
  vi.stubGlobal('fetch', jsonFetch({}));
});
afterEach(() => act(() => closeDonation()));

describe('donation hub', () => {
  it('opens the dialog prefilled from ?type (any case) and qty', async () => {
    renderWithProviders(<DonationHubPage />, { route: '/mandir-nirman-seva?type=Rangamandap&qty=21' });
    await waitFor(() => expect(appStore.get(donationIntentAtom)).toEqual({ type: 'RANGAMANDAP', qty: 21 }));
  });

  it('opens nothing without a valid type, and shows its trust signals', async () => {
    renderWithProviders(<DonationHubPage />, { route: '/mandir-nirman-seva?type=land&qty=3' });
    // The page has read the link once the code that checks it has arrived.
    await act(() => import('./hub-query'));
    expect(appStore.get(donationIntentAtom)).toBeNull();
    for (const signal of ['100% Secure', '80G Benefits', 'Transparent Usage']) {
      expect(screen.getByText(signal)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Why It Matters' })).toBeInTheDocument();
  });
});

describe('donation hub, when the code that checks a link cannot be fetched (offline)', () => {
  afterEach(() => {
    vi.doUnmock('./hub-query');
    vi.resetModules();
  });

  it('opens nothing and still offers every choice, with no error left unhandled', async () => {
    vi.resetModules();
    vi.doMock('./hub-query', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const shared = await import('@temple/shared');
    const { default: OfflineHubPage } = await import('./donation-hub-page');
    renderWithProviders(<OfflineHubPage />, { route: '/mandir-nirman-seva?type=Rangamandap&qty=21' });
    await act(() => import('./hub-query').catch(() => undefined));
    expect(shared.appStore.get(shared.donationIntentAtom)).toBeNull();
    for (const seva of ['Shiladaan', 'Rangamandap', 'Amrit Bhog']) {
      expect(screen.getByRole('heading', { name: seva, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Amrit Bhog: Book Amrit Bhog, ₹21,000' })).toBeEnabled();
  });
});
