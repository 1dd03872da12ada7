import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_BHOG_DATES } from './bhog-date-picker';
import { clearBhogDatesCache } from './bhog-dates-cache';
import { DonationForm } from './donation-form';
import { fillDonor } from './fill-donor';
import { paymentRedirect } from './use-donation-submit';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await fillDonor(user);
  await user.click(screen.getByRole('button', { name: /^Contribute/ }));
}

beforeEach(() => useTestRuntimeConfig());
// Each test answers the Bhog dates its own way, and leaves no payment page behind for the next.
afterEach(() => {
  clearBhogDatesCache();
  window.sessionStorage.clear();
});

const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, error: message, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('inline donation form of the dedicated pages', { timeout: 20_000 }, () => {
  it('says why a submission failed beside the form, and keeps what was typed', async () => {
    vi.stubGlobal('fetch', jsonFetch({ '/api/v2/donations': refusal(500, 'An unexpected error occurred') }));
    renderWithProviders(<DonationForm type="RANGAMANDAP" qty={5} />);
    expect(screen.getByTestId('donation-total')).toHaveTextContent('₹10,500');
    await fillAndSubmit();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Donation Failed');
    expect(notice).toHaveTextContent('An unexpected error occurred');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'Contribute ₹10,500' })).not.toHaveAttribute('aria-disabled');
  });

  it('takes a Bhog date found full out of the picker and asks for another', async () => {
    const dates = [
      { date: '2026-12-24', displayName: 'Thursday, 24 December 2026', monthName: 'December' },
      { date: '2027-01-22', displayName: 'Friday, 22 January 2027', monthName: 'January' },
    ];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations/bhog-dates': { success: true, data: { availableDates: dates } },
        '/api/v2/donations': refusal(
          409,
          'All Amrit Bhog slots for the selected date are booked. Please choose another date.',
        ),
      }),
    );
    renderWithProviders(<DonationForm type="BHOG" />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/Purnima date/), '2026-12-24');
    await fillAndSubmit();
    const picker = await screen.findByLabelText(/Purnima date/);
    await waitFor(() => expect(picker).toHaveValue(''));
    expect(screen.queryByRole('option', { name: 'Thursday, 24 December 2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Friday, 22 January 2027' })).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(
      /All Amrit Bhog slots for the selected date are booked\. Please choose another date\./,
    );
    await waitFor(() => expect(picker).toHaveFocus());
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
  });

  it('keeps the focus on the button while the donation is sent, and sends it only once', async () => {
    let answer: (body: unknown) => void = () => {};
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': (request: Request) => {
          sent.push(request.url);
          return new Promise((resolve) => (answer = resolve));
        },
      }),
    );
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Enter in a field submits the form again: ignored while the first is on its way.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await userEvent.setup().click(button);
    expect(sent).toHaveLength(1);

    answer(refusal(500, 'An unexpected error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Donation Failed');
    expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).toHaveFocus();
  });

  it("puts the server's message for each field on that field and focuses the first", async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': new Response(
          JSON.stringify({
            success: false,
            error: 'Bad Request',
            message: 'Please correct the highlighted fields',
            fieldErrors: {
              pincode: ['This pincode is not served', 'A second message'],
              pan: ['PAN does not match the name'],
              somethingElse: ['Not a field of the form'],
            },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
      }),
    );
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Donation Failed');
    expect(notice).toHaveTextContent('Please correct the highlighted fields');
    const pan = screen.getByLabelText(/PAN/);
    const pincode = screen.getByLabelText(/Pincode/);
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(pan).toHaveAccessibleDescription(
      'PAN does not match the name PAN is required for donations above ₹2,000 for tax exemption (80G).',
    );
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(pincode).toHaveAccessibleDescription('This pincode is not served');
    expect(screen.getByLabelText(/City/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(pan).toHaveFocus();
    expect(pincode).toHaveValue('560062');
  });

  it('focuses the alert when the Bhog dates could not be had, and Try again asks again, keeping what was typed', async () => {
    const dates = [{ date: '2026-12-24', displayName: 'Thursday, 24 December 2026', monthName: 'December' }];
    let answers = 0;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations/bhog-dates': () => {
          answers += 1;
          return answers === 1
            ? new Response(null, { status: 503 })
            : { success: true, data: { availableDates: dates } };
        },
      }),
    );
    renderWithProviders(<DonationForm type="BHOG" />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to fetch available bhog dates');
    await fillAndSubmit();
    expect(failure).toHaveFocus();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const picker = await screen.findByLabelText(/Purnima date/);
    expect(screen.getByRole('option', { name: 'Thursday, 24 December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(picker).toHaveFocus());
    expect(screen.queryByText('Failed to fetch available bhog dates')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(answers).toBe(2);
  });

  it('says each try for the Bhog dates in its alert, and leaves the focus where the donor has put it', async () => {
    const dates = [{ date: '2026-12-24', displayName: 'Thursday, 24 December 2026', monthName: 'December' }];
    let answers = 0;
    let answerSecond: () => void = () => {};
    let answerThird: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations/bhog-dates': () => {
          answers += 1;
          if (answers === 1) return new Response(null, { status: 503 });
          if (answers === 2)
            return new Promise<Response>((resolve) => {
              answerSecond = () => resolve(new Response(null, { status: 503 }));
            });
          return new Promise<Response>((resolve) => {
            answerThird = () => resolve(Response.json({ success: true, data: { availableDates: dates } }));
          });
        },
      }),
    );
    renderWithProviders(<DonationForm type="BHOG" />);
    const failure = await screen.findByRole('alert');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failure).toHaveTextContent('Asking again for the Amrit Bhog dates...');
    answerSecond();
    await waitFor(() => expect(failure).toHaveTextContent('Failed to fetch available bhog dates'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const name = screen.getByLabelText(/Full name/);
    await user.click(name);
    answerThird();
    await screen.findByLabelText(/Purnima date/);
    expect(name).toHaveFocus();
  });

  it('focuses the alert saying no Bhog date is open when Contribute is pressed', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ '/api/v2/donations/bhog-dates': { success: true, data: { availableDates: [] } } }),
    );
    renderWithProviders(<DonationForm type="BHOG" />);
    const none = await screen.findByRole('alert');
    expect(none).toHaveTextContent(NO_BHOG_DATES);
    await fillAndSubmit();
    expect(none).toHaveFocus();
  });

  it('says that the Amrit Bhog dates are loading, in words a screen reader reads', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<DonationForm type="BHOG" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Amrit Bhog dates');
  });

  it('tells assistive technology which fields are required, not only with an asterisk', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations/bhog-dates': {
          success: true,
          data: {
            availableDates: [
              { date: '2026-12-24', displayName: 'Thursday, 24 December 2026', monthName: 'December' },
            ],
          },
        },
      }),
    );
    renderWithProviders(<DonationForm type="BHOG" />);
    for (const label of [
      /Purnima date/,
      /Full name/,
      /Email/,
      /Mobile number/,
      /Address/,
      /Pincode/,
      /City/,
      /Country/,
    ])
      expect(await screen.findByLabelText(label)).toBeRequired();
    for (const label of [/PAN/, /Profile picture URL/, /Message/])
      expect(screen.getByLabelText(label)).not.toBeRequired();
  });

  it('asks for consent to list the donor, off by default, and sends the choice', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': async (request: Request) => {
          sent.push(await request.json());
          return { success: true, data: { donationId: 'DN-1', paymentUrl: 'https://pay.example/1' } };
        },
      }),
    );
    renderWithProviders(<DonationForm type="DONATION" />);
    const show = screen.getByRole('checkbox', {
      name: 'Show my name among the contributors on this website',
    });
    const anonymous = screen.getByRole('checkbox', { name: 'List me as "Anonymous" instead of my name' });
    expect(show).not.toBeChecked();
    expect(anonymous).not.toBeChecked();
    expect(anonymous).toBeDisabled();
    const user = userEvent.setup();
    await user.click(show);
    await user.click(anonymous);
    await fillAndSubmit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example/1'));
    expect(sent[0]).toMatchObject({ showInContributors: true, isAnonymous: true });
  });

  it('never follows a payment link that is not a web address', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': {
          success: true,
          data: { donationId: 'DN-1', paymentUrl: 'javascript:alert(1)' },
        },
      }),
    );
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Donation Failed');
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
  });

  it('says no money was taken when the donation comes back without a payment page, and keeps what was typed', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      jsonFetch({ '/api/v2/donations': { success: true, data: { donationId: 'DN-1' } } }),
    );
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Donation Failed');
    expect(notice).toHaveTextContent(
      'The payment page could not be opened, so no money has been taken. Please try again.',
    );
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).not.toHaveAttribute('aria-disabled');
  });

  it('sends a request that failed again with its Idempotency-Key, so a first one that did arrive is not made twice', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations': (request: Request) => {
          keys.push(request.headers.get('Idempotency-Key'));
          return refusal(504, 'The server did not answer in time');
        },
      }),
    );
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    await screen.findByRole('alert');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Contribute/ }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.type(screen.getByLabelText(/Full name/), ' Devi');
    await user.click(screen.getByRole('button', { name: /^Contribute/ }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('after Back from the payment page, offers that payment again and lets the donor send anew, keeping what was typed', async () => {
    vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const checkout = { donationId: 'DN-7', paymentUrl: 'https://pay.example/checkout/7' };
    vi.stubGlobal('fetch', jsonFetch({ '/api/v2/donations': { success: true, data: checkout } }));
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // The browser shows the page again from its back/forward cache, as it was left.
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Back from the payment page');
    expect(notice).toHaveTextContent(
      'Donation ID: DN-7. If you have not paid for it yet: Continue to payment',
    );
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      'https://pay.example/checkout/7',
    );
    expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao');
  });

  it('keeps offering the payment left unpaid when sending anew is refused (an Amrit Bhog date waiting for it)', async () => {
    vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const waiting = 'Your earlier Amrit Bhog booking for the selected date is still waiting for payment.';
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return calls === 1
        ? new Response(
            JSON.stringify({
              success: true,
              data: { donationId: 'DN-8', paymentUrl: 'https://pay.example/8' },
            }),
            { status: 201, headers: { 'Content-Type': 'application/json' } },
          )
        : refusal(409, waiting);
    });
    renderWithProviders(<DonationForm type="DONATION" />);
    await fillAndSubmit();
    await screen.findByRole('button', { name: 'Processing...' });
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Contribute ₹11,000' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Donation Failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(waiting);
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      'https://pay.example/8',
    );
  });

  describe('a payment an earlier page of this tab left unpaid', () => {
    const DATES = [
      { date: '2026-12-24', displayName: 'Thursday, 24 December 2026', monthName: 'December' },
      { date: '2027-01-22', displayName: 'Friday, 22 January 2027', monthName: 'January' },
    ];
    const WAITING =
      'Your earlier Amrit Bhog booking for the selected date is still waiting for payment. Please complete that payment, or book again in 29 minutes, when it lapses.';

    /** Books `date` on a page that then goes (its payment page opened), and opens a new page. */
    async function leaveBookingUnpaid(date: string) {
      vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
      vi.stubGlobal(
        'fetch',
        jsonFetch({
          '/api/v2/donations/bhog-dates': { success: true, data: { availableDates: DATES } },
          '/api/v2/donations': {
            success: true,
            data: { donationId: 'DN-9', paymentUrl: 'https://pay.example/9' },
          },
        }),
      );
      const earlierPage = renderWithProviders(<DonationForm type="BHOG" />);
      await userEvent.setup().selectOptions(await screen.findByLabelText(/Purnima date/), date);
      await fillAndSubmit();
      await screen.findByRole('button', { name: 'Processing...' });
      // Back without the page cache, a link, a reload: a new page, nothing typed.
      earlierPage.unmount();
      clearBhogDatesCache();
    }

    async function bookAgain(date: string, refusal: Response) {
      vi.stubGlobal(
        'fetch',
        jsonFetch({
          '/api/v2/donations/bhog-dates': { success: true, data: { availableDates: DATES } },
          '/api/v2/donations': refusal,
        }),
      );
      renderWithProviders(<DonationForm type="BHOG" />);
      expect(screen.queryByRole('alert')).toBeNull();
      await userEvent.setup().selectOptions(await screen.findByLabelText(/Purnima date/), date);
      await fillAndSubmit();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Donation Failed'));
    }

    it('is offered when a new booking of the same date is refused because it waits for its payment', async () => {
      await leaveBookingUnpaid('2026-12-24');
      await bookAgain('2026-12-24', refusal(409, WAITING));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Donation ID: DN-9. If you have not paid for it yet: Continue to payment',
      );
      expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
        'href',
        'https://pay.example/9',
      );
    });

    it.each([
      ['another date is refused', '2027-01-22', WAITING],
      [
        'the date is refused as paid already',
        '2026-12-24',
        'You have already booked Amrit Bhog for the selected date.',
      ],
      ['the server fails', '2026-12-24', 'Server busy'],
    ])('is not offered when %s', async (_, date, message) => {
      await leaveBookingUnpaid('2026-12-24');
      await bookAgain(date, refusal(message === 'Server busy' ? 500 : 409, message));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
    });

    it('is not offered when left more than 30 minutes ago, or stored in a shape it does not know', async () => {
      const key = 'donation-left-on-payment-page';
      const stored = {
        donationId: 'DN-10',
        paymentUrl: 'https://pay.example/10',
        paymentType: 'BHOG',
        bhogDate: '2026-12-24',
      };
      for (const value of [
        JSON.stringify({ ...stored, leftAt: Date.now() - 31 * 60 * 1000 }),
        JSON.stringify({ ...stored, paymentUrl: 'javascript:alert(1)', leftAt: Date.now() }),
        'not json',
      ]) {
        window.sessionStorage.setItem(key, value);
        await bookAgain('2026-12-24', refusal(409, WAITING));
        expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
        cleanup();
        clearBhogDatesCache();
      }
    });
  });

  it('a page shown again that was not left for a payment stays as it was', async () => {
    renderWithProviders(<DonationForm type="DONATION" />);
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Contribute ₹11,000' })).not.toHaveAttribute('aria-disabled');
  });

  it('takes a mobile number pasted with its country code and spaces as its 10 digits', async () => {
    renderWithProviders(<DonationForm type="DONATION" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Mobile number/));
    await user.paste('+91 98765 43210');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9876543210');
  });

  it('checks a field when it is left after a change, not when Tab passes through it untouched', async () => {
    renderWithProviders(<DonationForm type="DONATION" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Full name/));
    for (let step = 0; step < 6; step += 1) await user.tab();
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'A');
    await user.tab();
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
  });

  it('says a field is required when it is emptied and left, after its earlier message', async () => {
    renderWithProviders(<DonationForm type="DONATION" />);
    const user = userEvent.setup();
    const address = screen.getByLabelText(/Address/);
    await user.type(address, 'abc');
    await user.tab();
    expect(address).toHaveAccessibleDescription('Address must be at least 5 characters');
    await user.clear(address);
    await user.tab();
    expect(address).toHaveAccessibleDescription('Address is required');
    expect(address).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a PAN and a pincode pasted or typed with spaces whole, without the spaces', async () => {
    renderWithProviders(<DonationForm type="DONATION" />);
    const user = userEvent.setup();
    const pan = screen.getByLabelText(/PAN/);
    await user.click(pan);
    await user.paste(' abcde 1234 f ');
    expect(pan).toHaveValue('ABCDE1234F');
    const pincode = screen.getByLabelText(/Pincode/);
    await user.click(pincode);
    await user.paste('560 001');
    expect(pincode).toHaveValue('560001');
    await user.clear(pincode);
    await user.type(pincode, '560 062');
    expect(pincode).toHaveValue('560062');
  });

  it('keeps a PAN or pincode put in too long whole and names the mistake, instead of cutting it', async () => {
    renderWithProviders(<DonationForm type="DONATION" />);
    const user = userEvent.setup();
    const pan = screen.getByLabelText(/PAN/);
    await user.click(pan);
    await user.paste('ABCDE1234FG');
    await user.tab();
    expect(pan).toHaveValue('ABCDE1234FG');
    expect(pan).toHaveAccessibleDescription(/Please enter a valid PAN number/);
    const pincode = screen.getByLabelText(/Pincode/);
    await user.type(pincode, '5600011');
    await user.tab();
    expect(pincode).toHaveValue('5600011');
    expect(pincode).toHaveAccessibleDescription('Pincode must be 6 digits');
  });

  it('keeps a long text pasted whole and says it is too long, instead of cutting it silently', async () => {
    renderWithProviders(<DonationForm type="DONATION" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/This is a business donation/));
    for (const [label, length, message] of [
      [/Full name/, 101, 'Name too long'],
      [/Address/, 201, 'Address too long'],
      [/City/, 101, 'City too long'],
      [/Message/, 501, 'Message too long'],
      [/Business name/, 201, 'Business name too long'],
    ] as const) {
      const field = screen.getByLabelText(label);
      await user.click(field);
      await user.paste('a'.repeat(length));
      await user.tab();
      expect(field).toHaveValue('a'.repeat(length));
      expect(field).toHaveAccessibleDescription(message);
    }
  });
});
