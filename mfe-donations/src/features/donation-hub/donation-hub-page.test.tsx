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
