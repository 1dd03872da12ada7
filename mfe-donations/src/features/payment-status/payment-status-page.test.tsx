import '@testing-library/jest-dom/vitest';
import { PAGE_DATA_ELEMENT_ID, type PaymentStatusRecord } from '@temple/shared';
import { fillDataSlots } from '@temple/shared/html';
import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { loadDeferredSections } from '@temple/shared/ui-base';
import { act, fireEvent, screen, within } from '@testing-library/react';
import PaymentStatusPage from './payment-status-page';

// The page's code arrives after its first paint; these tests are about what it does then.
beforeAll(() => loadDeferredSections());

const STATUS_PATH = '/api/v2/donations/ORD-1/status';

function record(overrides: Partial<PaymentStatusRecord> = {}): PaymentStatusRecord {
  return {
    donationId: 'don-1',
    merchantOrderId: 'ORD-1',
    amount: 121000,
    shilas: 11,
    paymentType: 'DONATION',
    paymentStatus: 'PENDING',
    receiptNumber: undefined,
    completedAt: undefined,
    donorEmail: 'devotee@example.com',
    ...overrides,
  };
}

/** Answers the status calls in turn (the last answer repeats); a Response is sent as it is. */
function serveStatus(...answers: (Partial<PaymentStatusRecord> | Response)[]) {
  useTestRuntimeConfig();
  const calls: string[] = [];
  const fetchMock = vi.fn(
    jsonFetch({
      [STATUS_PATH]: (request: Request) => {
        calls.push(request.url);
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        return answer instanceof Response ? answer : { success: true, data: record(answer) };
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

function renderAt(route: string) {
  return renderWithProviders(<PaymentStatusPage />, { route });
}

/** Moves the fake clock and lets the answers land. */
const elapse = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const announced = () => screen.getByText((_, node) => node?.getAttribute('aria-live') === 'polite');

describe('the payment status page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says an order-less link is invalid, and asks nothing', async () => {
    const { calls } = serveStatus({});
    renderAt('/payment-status');
    await elapse(10_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Payment Link' })).toBeVisible();
    expect(screen.getByText(/invalid or has expired/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Donations' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([]);
  });

  it('checks the status while the first answer is on its way', async () => {
    useTestRuntimeConfig();
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderAt('/payment-status?order_id=ORD-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Payment Status' })).toBeVisible();
    expect(screen.getByText('Please wait while we verify your payment...')).toBeVisible();
    expect(announced()).toHaveTextContent('Checking Payment Status');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  it('shows a successful payment with its details, receipt and next donation', async () => {
    const completedAt = '2025-10-15T10:30:00.000Z';
    serveStatus({ paymentStatus: 'SUCCESS', receiptNumber: 'SMT/2025/000042', completedAt });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();

    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    expect(
      screen.getByText(
        'Your donation has been processed successfully. Thank you for your generous contribution to the temple.',
      ),
    ).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Payment Details' }));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value('Amount')).toBe('₹1,21,000');
    expect(value('Seva')).toBe('Shiladaan - 11 Shilas');
    expect(value('Receipt Number')).toBe('SMT/2025/000042');
    expect(value('Completed At')).toBe(
      new Date(completedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
    );
    expect(value('Completed At')).toMatch(/^15\/10\/2025/);
    expect(value('Donor Email')).toBe('devotee@example.com');

    const next = within(screen.getByRole('region', { name: "What's Next?" }));
    // No e-mail was queued for this record, so the page does not claim one was sent.
    expect(
      next.getByText('Download your receipt here and keep it to claim tax exemption under Section 80G.'),
    ).toBeVisible();
    expect(next.queryByText(/sent to your e-mail/)).toBeNull();
    expect(next.getByRole('button', { name: 'Download Receipt' })).not.toHaveAttribute('aria-disabled');
    expect(next.getByRole('link', { name: 'Make Another Donation' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    [{ paymentType: 'BHOG', shilas: 1, bhogDate: '2026-12-24' }, 'Amrit Bhog - 24 Dec 2026'],
    [{ paymentType: 'RANGAMANDAP', shilas: 51 }, 'Rangamandap - 51 sq. units'],
    [{ paymentType: 'DONATION', shilas: 1 }, 'Shiladaan - 1 Shila'],
  ] as const)('shows the seva %o in its own words: %s', async (seva, words) => {
    serveStatus({ paymentStatus: 'SUCCESS', ...seva });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();
    const details = within(screen.getByRole('region', { name: 'Payment Details' }));
    expect(details.getByText('Seva').nextElementSibling).toHaveTextContent(words);
    expect(details.queryByText('Shilas')).toBeNull();
  });

  it('says the receipt was e-mailed when the record says a mail was queued', async () => {
    serveStatus({ paymentStatus: 'SUCCESS', receiptNumber: 'SMT/2025/000042', receiptEmailed: true });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();
    const next = within(screen.getByRole('region', { name: "What's Next?" }));
    expect(next.getByText('A receipt for your donation is on its way to your e-mail address.')).toBeVisible();
    expect(
      next.getByText('Download your receipt here and keep it to claim tax exemption under Section 80G.'),
    ).toBeVisible();
  });

  it("shows a payment whose record lacks the donor's e-mail, and says so only when the receipt is asked for", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    serveStatus({ paymentStatus: 'SUCCESS', receiptNumber: 'SMT/2025/000042', donorEmail: undefined });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));
    expect(alert).toHaveBeenCalledWith('Missing donor information. Please refresh the page and try again.');
  });

  it.each([
    [
      'bhog-hold-lapsed-date-full',
      'Your payment arrived after the Amrit Bhog slot you chose had been given to another devotee, so the booking could not be confirmed.',
    ],
    [
      'bhog-date-not-offered',
      'Your payment arrived when the Amrit Bhog date you chose was no longer offered (the day had passed, or the trust took the date off), so the booking could not be confirmed.',
    ],
    [
      'bhog-already-paid',
      'You had already paid for an Amrit Bhog on this date, so this second payment could not be applied.',
    ],
    [
      'donation-closed',
      'Your payment arrived after this donation had been closed, so it could not be applied.',
    ],
    ['a reason this page does not know', 'Your payment could not be applied to this donation.'],
  ])(
    'tells a donor whose payment could not be applied (%s) why, and that it will be refunded',
    async (refundReason, cause) => {
      serveStatus({
        paymentStatus: 'FAILED',
        paymentType: 'BHOG',
        bhogDate: '2026-12-24',
        refundDue: true,
        // As sent: a newer server may give a reason this page does not know.
        refundReason: refundReason as PaymentStatusRecord['refundReason'],
      });
      renderAt('/payment-status?order_id=ORD-1');
      await elapse();
      const next = within(screen.getByRole('region', { name: "What's Next?" }));
      expect(
        next.getByText(
          `${cause} The trust will refund the full amount to your original payment method within 7-10 working days. For questions write to seva@srimandir.org or call +91 80 4567 8900.`,
        ),
      ).toBeVisible();
      expect(next.queryByText('Insufficient funds')).toBeNull();
    },
  );

  it('says the link is invalid for an order the server does not know, offers no Retry, and asks no more', async () => {
    const { calls } = serveStatus(
      new Response(JSON.stringify({ success: false, error: 'No donation found for id ORD-1' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();
    expect(screen.getByText('Invalid Payment Link', { ignore: '[aria-live]' })).toBeVisible();
    expect(
      screen.getByText('This payment link is invalid or has expired. Please start your donation again.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await elapse(60_000);
    expect(calls).toHaveLength(1);
  });

  it('leaves out details the record does not have', async () => {
    serveStatus({ paymentStatus: 'PENDING' });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();
    const details = within(screen.getByRole('region', { name: 'Payment Details' }));
    expect(details.queryByText('Receipt Number')).toBeNull();
    expect(details.queryByText('Completed At')).toBeNull();
  });

  it('shows a failed payment with the likely reasons and the ways on', async () => {
    const failedAt = '2025-10-15T10:30:00.000Z';
    serveStatus({ paymentStatus: 'FAILED', completedAt: failedAt });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();
    const details = within(screen.getByRole('region', { name: 'Payment Details' }));
    expect(details.getByText('Failed At').nextElementSibling).toHaveTextContent('15/10/2025, 4:00:00 pm');
    expect(details.queryByText('Completed At')).toBeNull();

    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    expect(
      screen.getByText(
        'Unfortunately, your payment could not be processed. Please try again or contact support if the issue persists.',
      ),
    ).toBeVisible();
    const next = within(screen.getByRole('region', { name: "What's Next?" }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Insufficient funds',
      'Network issues',
      'Bank restrictions',
    ]);
    expect(next.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/mandir-nirman-seva');
    expect(next.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(next.queryByRole('button', { name: 'Download Receipt' })).toBeNull();
  });

  it('watches a pending payment until it succeeds, announcing it without moving focus', async () => {
    const { calls } = serveStatus(
      { paymentStatus: 'PENDING' },
      { paymentStatus: 'UNKNOWN' as 'PENDING' },
      {
        paymentStatus: 'SUCCESS',
        receiptNumber: 'SMT/2025/000042',
      },
    );
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();

    expect(screen.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    expect(
      screen.getByText('Your payment is being processed. Please wait while we confirm your transaction.'),
    ).toBeVisible();
    expect(screen.getByText(/updates automatically/)).toBeVisible();
    expect(screen.getByText(/refresh the page/)).toBeVisible();
    expect(document.querySelector('[data-status="PENDING"] .pulse')).not.toBeNull();
    expect(announced()).toHaveTextContent('Payment Processing');

    const home = screen.getByRole('link', { name: 'Back to Home' });
    home.focus();
    await elapse(5000);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();

    await elapse(5000);
    expect(calls).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    expect(screen.queryByText(/updates automatically/)).toBeNull();
    expect(document.querySelector('.pulse')).toBeNull();
    expect(announced()).toHaveTextContent('Payment Successful!');
    expect(document.activeElement).toBe(home);

    await elapse(60_000);
    expect(calls).toHaveLength(3);
  });

  it('says when the status cannot be checked, and Retry checks again', async () => {
    const down = () => Response.json({ success: false, message: 'Service unavailable' }, { status: 503 });
    const { calls } = serveStatus(down(), down(), down(), down(), { paymentStatus: 'SUCCESS' });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse(1000 + 2000);
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Payment Status' })).toBeVisible();
    await elapse(4000);
    expect(calls).toHaveLength(4);

    expect(
      screen.getByText('Unable to check payment status. Please try again.', { ignore: '[aria-live]' }),
    ).toBeVisible();
    expect(announced()).toHaveTextContent('Unable to check payment status. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to Donations' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Payment Status' })).toBeVisible();
    await elapse();
    expect(calls).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  });

  it('keeps the payment details it showed when later checks fail, and through a Retry', async () => {
    const down = () => Response.json({ success: false, message: 'Service unavailable' }, { status: 503 });
    serveStatus({ paymentStatus: 'PENDING' }, down(), down(), down(), down(), { paymentStatus: 'PENDING' });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    await elapse(5000 + 1000 + 2000 + 4000);
    expect(
      screen.getByText('Unable to check payment status. Please try again.', { ignore: '[aria-live]' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  });

  it('moves the focus to the heading of each view that follows a Retry, and not on the first load', async () => {
    const down = () => Response.json({ success: false, message: 'Service unavailable' }, { status: 503 });
    serveStatus(down(), down(), down(), down(), { paymentStatus: 'SUCCESS' });
    renderAt('/payment-status?order_id=ORD-1');
    await elapse(1000 + 2000 + 4000);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Status' })).toBeVisible();
    expect(document.body).toHaveFocus();

    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    fireEvent.click(retry);
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Payment Status' })).toHaveFocus();
    await elapse();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toHaveFocus();
  });

  it('leaves the focus alone when the view changes again long after a Retry was answered', async () => {
    const down = () => Response.json({ success: false, message: 'Service unavailable' }, { status: 503 });
    serveStatus(down(), down(), down(), down(), { paymentStatus: 'PENDING' }, down());
    renderAt('/payment-status?order_id=ORD-1');
    await elapse(1000 + 2000 + 4000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await elapse();
    const pending = screen.getByRole('heading', { level: 1, name: 'Payment Processing' });
    expect(pending).toHaveFocus();
    pending.blur();
    await elapse(5000 + 1000 + 2000 + 4000);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Status' })).toBeVisible();
    expect(document.body).toHaveFocus();
  });

  it('stops asking once the page is left', async () => {
    const { calls } = serveStatus({ paymentStatus: 'PENDING' });
    const { unmount } = renderAt('/payment-status?order_id=ORD-1');
    await elapse(5000);
    expect(calls).toHaveLength(2);
    unmount();
    await elapse(60_000);
    expect(calls).toHaveLength(2);
  });

  describe('sent with its status by the server', () => {
    function sendWithPage(request: string, data: PaymentStatusRecord) {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = PAGE_DATA_ELEMENT_ID;
      element.textContent = JSON.stringify({ request, data });
      document.head.append(element);
    }
    afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

    /** What the page says, without the style elements Mantine writes (their ids differ per render). */
    function wording(element: Element): string {
      const copy = element.cloneNode(true) as Element;
      for (const style of copy.querySelectorAll('style')) style.remove();
      return copy.textContent ?? '';
    }

    it('starts from the status sent for this very link, and asks nothing more once it is final', async () => {
      const { calls } = serveStatus({ paymentStatus: 'PENDING' });
      sendWithPage(STATUS_PATH, record({ paymentStatus: 'SUCCESS', receiptNumber: 'RCPT-1' }));
      renderAt('/payment-status?order_id=ORD-1');
      expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
      await elapse(60_000);
      expect(calls).toEqual([]);
    });

    it('ignores a status sent for another order', async () => {
      useTestRuntimeConfig();
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      sendWithPage('/api/v2/donations/ORD-2/status', record({ paymentStatus: 'SUCCESS' }));
      renderAt('/payment-status?order_id=ORD-1');
      expect(screen.getByRole('heading', { level: 1, name: 'Checking Payment Status' })).toBeVisible();
    });

    it.each([
      [
        'SUCCESS',
        record({ paymentStatus: 'SUCCESS', receiptNumber: 'RCPT-1', completedAt: '2026-11-22T10:15:00Z' }),
      ],
      ['PENDING', record({ paymentStatus: 'PENDING' })],
      ['FAILED', record({ paymentStatus: 'FAILED', completedAt: '2026-11-22T10:15:00Z' })],
    ] as const)(
      'says in its %s variant, once the server has filled it, what the live page says',
      async (status, answer) => {
        serveStatus(answer);
        const variant = renderAt('/payment-status?order_id=prerender');
        variant.rerender(<PaymentStatusPage prerenderVariant={status} />);
        const filled = document.createElement('div');
        filled.innerHTML = await fillDataSlots(variant.container.innerHTML, answer);
        variant.unmount();
        const live = renderAt('/payment-status?order_id=ORD-1');
        await elapse();
        expect(wording(live.container)).toContain(answer.merchantOrderId);
        expect(wording(filled)).toBe(wording(live.container));
        expect(filled.querySelectorAll('dt')).toHaveLength(live.container.querySelectorAll('dt').length);
      },
    );
  });
});
