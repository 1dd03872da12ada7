import { closeDonation, openDonation } from '@temple/shared';
import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearBhogDatesCache } from './bhog-dates-cache';
import DonationDialog from './donation-dialog';
import { fillDonor } from './fill-donor';
import { keptDonorDetails } from './kept-donor-details';
import { paymentRedirect } from './use-donation-submit';

const BHOG_DATES = {
  success: true,
  data: {
    availableDates: [
      { date: '2026-12-24', displayName: 'Purnima, 24 Dec 2026', monthName: 'December' },
      { date: '2027-01-22', displayName: 'Purnima, 22 Jan 2027', monthName: 'January' },
    ],
  },
};

function created(request: Request, sent: unknown[]) {
  return request.json().then((body) => {
    sent.push(body);
    return { success: true, data: { donationId: 'DN-42', paymentUrl: 'http://pay.test/checkout/42' } };
  });
}

async function openDialog(type: 'DONATION' | 'RANGAMANDAP' | 'BHOG' = 'DONATION', qty = 1) {
  renderWithProviders(<DonationDialog />);
  act(() => openDonation({ type, qty }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  useTestRuntimeConfig();
  clearBhogDatesCache();
});
afterEach(() => {
  act(() => closeDonation());
  // What one test typed is kept for the visit: the next test is another visitor.
  keptDonorDetails.current = {};
});

// Mantine's full form in jsdom is slow on a busy machine; the waits inside stay short.
describe('donation dialog', { timeout: 20_000 }, () => {
  it('opens with the asked type and quantity, and totals in Indian grouping', async () => {
    const dialog = await openDialog('DONATION', 5);
    expect(within(dialog).getByRole('radio', { name: 'Shiladaan' })).toBeChecked();
    expect(screen.getByTestId('donation-quantity')).toHaveTextContent('5 Shilas');
    expect(screen.getByTestId('donation-total')).toHaveTextContent('₹55,000');
  });

  it('groups a large quantity the Indian way, as it does the total', async () => {
    await openDialog('DONATION', 1000);
    expect(screen.getByTestId('donation-quantity')).toHaveTextContent('1,000 Shilas');
    expect(screen.getByTestId('donation-total')).toHaveTextContent('₹1,10,00,000');
  });

  it('switches type and offers that type’s quick amounts', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByText('Rangamandap'));
    const quick = within(dialog).getByRole('group', { name: 'Choose sq. units' });
    const labels = within(quick)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      '51 sq. units₹1,07,100',
      '21 sq. units₹44,100',
      '11 sq. units₹23,100',
      '1 sq. unit₹2,100',
    ]);
    await user.click(within(quick).getByRole('button', { name: /21 sq. units/ }));
    expect(within(quick).getByRole('button', { name: /21 sq. units/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('donation-total')).toHaveTextContent('₹44,100');
  });

  it("on the hub, keeps the address's choice to what the donor chooses in the dialog", async () => {
    const user = userEvent.setup();
    const dialog = await openDialog('RANGAMANDAP', 21);
    // The dialog's entry, at the address a hub card wrote.
    window.history.replaceState(window.history.state, '', '/mandir-nirman-seva?type=rangamandap&qty=21');
    const entryState = window.history.state;
    await user.click(within(dialog).getByText('Shiladaan'));
    expect(window.location.search).toBe('?type=donation&qty=1');
    await user.click(within(dialog).getByRole('button', { name: /5 Shilas/ }));
    expect(window.location.search).toBe('?type=donation&qty=5');
    const custom = within(dialog).getByLabelText(/Custom quantity/);
    await user.clear(custom);
    await user.type(custom, '12');
    expect(window.location.search).toBe('?type=donation&qty=12');
    await user.clear(custom);
    expect(window.location.search).toBe('?type=donation&qty=12');
    await user.click(within(dialog).getByText('Amrit Bhog'));
    expect(window.location.search).toBe('?type=bhog&qty=1');
    expect(window.history.state).toBe(entryState);
  });

  it('leaves any other address as it is', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog('RANGAMANDAP', 21);
    window.history.replaceState(window.history.state, '', '/amrit-bhog?type=rangamandap');
    await user.click(within(dialog).getByText('Shiladaan'));
    expect(window.location.search).toBe('?type=rangamandap');
  });

  it('takes a custom quantity from 1 to 1000, with the section 5 messages', async () => {
    const user = userEvent.setup();
    await openDialog();
    const custom = screen.getByLabelText('Custom quantity (Shilas)');
    expect(custom).toHaveAttribute('inputmode', 'numeric');
    await user.clear(custom);
    await user.type(custom, '1001');
    await user.tab();
    expect(await screen.findByText('Maximum 1000 allowed')).toBeVisible();
    await user.clear(custom);
    await user.tab();
    expect(await screen.findByText('Please specify number of shilas for Shiladaan')).toBeVisible();
    await user.type(custom, '1000');
    expect(screen.getByTestId('donation-total')).toHaveTextContent('₹1,10,00,000');
  });

  it('reveals the business fields behind the checkbox and upper-cases PAN with its hint', async () => {
    const user = userEvent.setup();
    await openDialog();
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('This is a business donation'));
    // Rendered only once checked; Collapse animates their height, so presence is what is checked.
    expect(await screen.findByLabelText('Business name')).toBeInTheDocument();
    expect(screen.getByLabelText('Business logo URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toBeInTheDocument();
    await user.type(screen.getByLabelText('PAN'), 'abcde1234f');
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234F');
    expect(
      screen.getByText(/PAN is required for donations above ₹2,000 for tax exemption/),
    ).toBeInTheDocument();
  });

  it('shows Amrit Bhog dates and a fixed total; says so when there are none', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/v2/donations/bhog-dates': BHOG_DATES })));
    const dialog = await openDialog('BHOG');
    expect(await screen.findByRole('option', { name: 'Purnima, 24 Dec 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('donation-total')).toHaveTextContent('₹21,000');
    expect(within(dialog).queryByLabelText(/Custom quantity/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByText('Shiladaan'));
    await user.click(within(dialog).getByText('Amrit Bhog'));
    expect(fetch).toHaveBeenCalledTimes(1);

    clearBhogDatesCache();
    act(() => closeDonation());
    vi.stubGlobal(
      'fetch',
      jsonFetch({ '/api/v2/donations/bhog-dates': { success: true, data: { availableDates: [] } } }),
    );
    act(() => openDonation({ type: 'BHOG' }));
    expect(
      await screen.findByText(
        'No Amrit Bhog dates are currently available. Please check back later or contact us for more information.',
      ),
    ).toBeInTheDocument();
  });

  it('shows every donor message on an empty submit', async () => {
    const user = userEvent.setup();
    await openDialog();
    await user.click(screen.getByRole('button', { name: 'Contribute ₹11,000' }));
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid 10-digit Indian mobile number',
      'Address is required',
      'Pincode is required',
      'City is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('sends the section 3 payload, reads Processing... while pending, then announces and redirects', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let answer: (value: unknown) => void = () => {};
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': (request: Request) =>
          new Promise((resolve) => (answer = () => resolve(created(request, sent)))),
      }),
    );
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    await openDialog('RANGAMANDAP', 21);
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Contribute ₹44,100' }));
    const pending = await screen.findByRole('button', { name: 'Processing...' });
    // Shown as disabled while it keeps the focus, so the focus stays in the dialog.
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    await act(async () => answer(undefined));
    expect(await screen.findByText('Donation Created Successfully')).toBeVisible();
    expect(screen.getByText('Donation ID: DN-42. Redirecting to payment...')).toBeVisible();
    expect(go).toHaveBeenCalledWith('http://pay.test/checkout/42');
    expect(sent).toEqual([
      {
        paymentType: 'RANGAMANDAP',
        shilas: 21,
        donorName: 'Asha Rao',
        donorEmail: 'asha@example.org',
        donorPhone: '9876543210',
        address: '12 Temple Street',
        pincode: '560062',
        city: 'Bengaluru',
        country: 'India',
        isAnonymous: false,
        showInContributors: false,
      },
    ]);
  });

  it('sends one unit and the date for Amrit Bhog', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations/bhog-dates': BHOG_DATES,
        '/api/v2/donations': (request: Request) => created(request, sent),
      }),
    );
    vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    await openDialog('BHOG');
    await user.selectOptions(await screen.findByLabelText(/Purnima date/), 'Purnima, 22 Jan 2027');
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Contribute ₹21,000' }));
    await screen.findByText('Donation Created Successfully');
    expect(sent).toMatchObject([{ paymentType: 'BHOG', shilas: 1, bhogDate: '2027-01-22' }]);
  });

  it('shows the server’s message on failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': new Response(JSON.stringify({ success: false, error: 'Gateway unavailable' }), {
          status: 502,
        }),
      }),
    );
    await openDialog();
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Contribute ₹11,000' }));
    const notice = await screen.findByTestId('donation-notice');
    expect(notice).toHaveTextContent('Donation Failed');
    expect(notice).toHaveTextContent('Gateway unavailable');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).toHaveFocus();
  });

  it.each([
    { case: 'the server cannot be reached', answer: () => Promise.reject(new TypeError('Failed to fetch')) },
    { case: 'the server fails without a message', answer: async () => new Response('', { status: 502 }) },
  ])('falls back to the fixed failure text when $case', async ({ answer }) => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answer);
    await openDialog();
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Contribute ₹11,000' }));
    expect(await screen.findByTestId('donation-notice')).toHaveTextContent(
      'Donation FailedFailed to create donation. Please try again.',
    );
  });

  it('on a phone, brings a failure into view, with room below it for the button to try again', async () => {
    const user = userEvent.setup();
    // A 390 px wide screen: the dialog takes all of it.
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 36em'),
    }));
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': new Response(JSON.stringify({ success: false, error: 'Gateway unavailable' }), {
          status: 502,
        }),
      }),
    );
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await openDialog();
    await fillDonor(user);
    scrolled.mockClear();
    await user.click(screen.getByRole('button', { name: 'Contribute ₹11,000' }));
    const notice = await screen.findByTestId('donation-notice');
    expect(notice).toHaveTextContent('Donation FailedGateway unavailable');
    await waitFor(() => expect(scrolled.mock.contexts).toEqual([notice]));
    // At once, as the CSR form does: nothing moves that reduced motion would ask to stop.
    expect(scrolled.mock.calls).toEqual([[{ block: 'nearest' }]]);
    expect(notice.style.scrollMarginBottom).toBe('calc(2.625rem + 2 * var(--mantine-spacing-md))');
    expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).toHaveFocus();
  });

  it('does not send a donor who closed it while Processing... to the payment page; the same form sent again gets that donation', async () => {
    const user = userEvent.setup();
    // As the API does: a request with a key it has seen is answered that key's donation.
    const donationOfKey = new Map<string | null, number>();
    const holds: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': (request: Request) => {
          const key = request.headers.get('Idempotency-Key');
          const number = donationOfKey.get(key) ?? donationOfKey.size + 1;
          donationOfKey.set(key, number);
          const answer = {
            success: true,
            data: { donationId: `DN-${number}`, paymentUrl: `http://pay.test/checkout/${number}` },
          };
          // The first answer is slow: the donor gives up waiting.
          return holds.length === 0 && number === 1
            ? new Promise((resolve) => holds.push(() => resolve(answer)))
            : answer;
        },
      }),
    );
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    await openDialog();
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Contribute ₹11,000' }));
    await screen.findByRole('button', { name: 'Processing...' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await act(async () => holds[0]?.());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(go).not.toHaveBeenCalled();

    // Opened again, the same details sent again: the donation the first request made.
    act(() => openDonation({ type: 'DONATION', qty: 1 }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Contribute ₹11,000' }));
    expect(await screen.findByText('Donation Created Successfully')).toBeVisible();
    expect(screen.getByText('Donation ID: DN-1. Redirecting to payment...')).toBeVisible();
    expect(go.mock.calls).toEqual([['http://pay.test/checkout/1']]);
  });

  it('closes through the contract; a new quantity re-creates the form, with the donor’s details kept', async () => {
    const user = userEvent.setup();
    await openDialog('DONATION', 2);
    await user.type(screen.getByLabelText(/Full name/), 'Asha');
    await user.type(screen.getByLabelText(/Message/), 'For my mother');
    act(() => openDonation({ type: 'DONATION', qty: 11 }));
    await waitFor(() => expect(screen.getByTestId('donation-quantity')).toHaveTextContent('11 Shilas'));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha');
    // Closed by mistake, opened again for another seva: the quantity is the new one, the details stay.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => openDonation({ type: 'RANGAMANDAP', qty: 21 }));
    await waitFor(() => expect(screen.getByTestId('donation-quantity')).toHaveTextContent('21 sq. units'));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/Message/)).toHaveValue('For my mother');
  });

  it('asks anew for the consent to be listed and the PAN, and starts blank once a payment is started', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', jsonFetch({ '/api/v2/donations': (request: Request) => created(request, []) }));
    vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    await openDialog('DONATION', 1);
    await fillDonor(user);
    await user.type(screen.getByLabelText(/PAN/), 'ABCDE1234F');
    await user.click(screen.getByLabelText('Show my name among the contributors on this website'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => openDonation({ type: 'DONATION', qty: 5 }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/PAN/)).toHaveValue('');
    expect(screen.getByLabelText('Show my name among the contributors on this website')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Contribute/ }));
    expect(await screen.findByText('Donation Created Successfully')).toBeVisible();
    act(() => closeDonation());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => openDonation({ type: 'DONATION', qty: 1 }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('');
  });
});
