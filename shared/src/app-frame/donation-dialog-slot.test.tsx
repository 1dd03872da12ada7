import { closeDonation, openDonation } from '@temple/shared/core';
import { act, screen } from '@testing-library/react';
import { configureRemotes } from '../federation/remote-modules';
import { renderWithProviders } from '../testing';
import { DonationDialogSlot } from './donation-dialog-slot';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

function DonationForm() {
  return <input aria-label="Full name" />;
}

describe('the donation dialog slot', () => {
  beforeEach(() => configureRemotes({}, { 'gifts/Dialog': async () => ({ default: DonationForm }) }));
  afterEach(() => act(() => closeDonation()));

  it('gives the focus back to the Contribute button that opened the dialog', async () => {
    renderWithProviders(
      <main tabIndex={-1}>
        <button type="button">Contribute Now</button>
        <DonationDialogSlot dialog="gifts/Dialog" />
      </main>,
    );
    const contribute = screen.getByRole('button', { name: 'Contribute Now' });
    contribute.focus();
    act(() => openDonation({ type: 'DONATION', qty: 1 }));
    await screen.findByLabelText('Full name');
    act(() => closeDonation());
    await vi.waitFor(() => expect(contribute).toHaveFocus());
  });

  it('gives it to the page itself when a link opened the dialog with nothing focused', async () => {
    renderWithProviders(
      <main tabIndex={-1} aria-label="Page">
        <DonationDialogSlot dialog="gifts/Dialog" />
      </main>,
    );
    act(() => openDonation({ type: 'RANGAMANDAP', qty: 5 }));
    await screen.findByLabelText('Full name');
    act(() => closeDonation());
    await vi.waitFor(() => expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus());
  });
});
