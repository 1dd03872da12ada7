import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationForm } from './donation-form';
import { paymentRedirect } from './use-donation-submit';

const DONOR: [RegExp, string][] = [
  [/Full name/, 'Asha Rao'],
  [/Email/, 'asha@example.org'],
  [/Mobile number/, '9876543210'],
  [/Address/, '12 Temple Street'],
  [/Pincode/, '560062'],
  [/City/, 'Bengaluru'],
];

async function fillAndSubmit() {
  const user = userEvent.setup();
  for (const [label, value] of DONOR) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: /^Contribute/ }));
}

beforeEach(() => useTestRuntimeConfig());

describe('inline donation form of the dedicated pages', { timeout: 20_000 }, () => {
  it('only logs a failure, and keeps what was typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', jsonFetch({}));
    renderWithProviders(<DonationForm type="RANGAMANDAP" qty={5} logFailuresOnly />);
    expect(screen.getByTestId('donation-total')).toHaveTextContent('₹10,500');
    await fillAndSubmit();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('Donation Failed')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'Contribute ₹10,500' })).toBeEnabled();
  });

  it('does nothing on success without a payment link', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const fetch = vi.fn(jsonFetch({ '/api/v2/donations': { success: true, data: { donationId: 'DN-1' } } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).toBeEnabled());
    expect(go).not.toHaveBeenCalled();
    expect(screen.queryByText('Donation Created Successfully')).not.toBeInTheDocument();
  });
});
