import type { PaymentStatus, PaymentStatusRecord } from '@temple/shared';
import { jsonFetch, TEST_API_BASE_URL, useTestRuntimeConfig } from '@temple/shared/testing';
import { createActor, fromPromise } from 'xstate';
import {
  paymentStatusMachine,
  retryDelayMs,
  StatusRequestError,
  selectPaymentStatusView,
} from './payment-status-machine';
import { initialPaymentStatusView, needsWatching } from './payment-status-view';

function record(paymentStatus: PaymentStatus): PaymentStatusRecord {
  return {
    donationId: 'don-1',
    merchantOrderId: 'ORD-1',
    amount: 22000,
    shilas: 2,
    paymentType: 'DONATION',
    paymentStatus,
    receiptNumber: paymentStatus === 'SUCCESS' ? 'RCPT-1' : undefined,
    completedAt: undefined,
    donorEmail: 'devotee@example.com',
  };
}

type Answer = PaymentStatus | Error | 'hang';

/** A fake API: answers each request with the next scripted answer, and records the calls. */
function startWith(
  answers: Answer[],
  { orderId, initialRecord }: { orderId?: string; initialRecord?: PaymentStatusRecord } = {
    orderId: 'ORD-1',
  },
) {
  const calls: { orderId: string; signal: AbortSignal }[] = [];
  const fetchPaymentStatus = fromPromise<PaymentStatusRecord, { orderId: string }>(({ input, signal }) => {
    calls.push({ orderId: input.orderId, signal });
    const answer = answers.shift() ?? 'hang';
    if (answer === 'hang') return new Promise(() => {});
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(record(answer));
  });
  const actor = createActor(paymentStatusMachine.provide({ actors: { fetchPaymentStatus } }), {
    input: { orderId, initialRecord },
  });
  actor.start();
  return { actor, calls, view: () => selectPaymentStatusView(actor.getSnapshot()) };
}

/** Lets the fake answer (a microtask) and moves the clock on. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

describe('the payment status machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the link is invalid when it has no order id, and asks nothing', async () => {
    const { actor, calls, view } = startWith(['PENDING'], {});
    await tick(60_000);
    expect(view()).toEqual({ kind: 'invalidLink' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('watching')).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('starts from a final status sent with the page, and asks nothing', async () => {
    const { actor, calls, view } = startWith(['PENDING'], {
      orderId: 'ORD-1',
      initialRecord: record('SUCCESS'),
    });
    expect(view()).toEqual({ kind: 'status', record: record('SUCCESS'), watching: false });
    await tick(60_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toHaveLength(0);
  });

  it('watches a pending status sent with the page: the next check comes after the 5 s interval', async () => {
    const { calls, view } = startWith(['SUCCESS'], { orderId: 'ORD-1', initialRecord: record('PENDING') });
    expect(view()).toEqual({ kind: 'status', record: record('PENDING'), watching: true });
    await tick(4_999);
    expect(calls).toHaveLength(0);
    await tick(1);
    expect(calls).toHaveLength(1);
    expect(view()).toEqual({ kind: 'status', record: record('SUCCESS'), watching: false });
  });

  it('is loading and watching at the start, asking for the order of the link', () => {
    const { actor, calls, view } = startWith(['hang']);
    expect(view()).toEqual({ kind: 'loading' });
    expect(actor.getSnapshot().hasTag('watching')).toBe(true);
    expect(calls.map((call) => call.orderId)).toEqual(['ORD-1']);
  });

  it('shows a pending payment and asks again every 5 seconds', async () => {
    const { calls, view } = startWith(['PENDING', 'PENDING', 'PENDING']);
    await tick();
    expect(view()).toEqual({ kind: 'status', record: record('PENDING'), watching: true });
    await tick(4999);
    expect(calls).toHaveLength(1);
    await tick(1);
    expect(calls).toHaveLength(2);
    await tick(4999);
    expect(calls).toHaveLength(2);
    await tick(1);
    expect(calls).toHaveLength(3);
  });

  it.each(['SUCCESS', 'FAILED'] as const)('stops watching and polling at %s', async (status) => {
    const { actor, calls, view } = startWith(['PENDING', status, 'PENDING']);
    await tick(5000);
    expect(view()).toEqual({ kind: 'status', record: record(status), watching: false });
    expect(actor.getSnapshot().status).toBe('done');
    await tick(60_000);
    expect(calls).toHaveLength(2);
  });

  it('retries a failed request 3 times, after 1, 2 and 4 seconds, then gives up', async () => {
    const down = new Error('Network down');
    const { actor, calls, view } = startWith([down, down, down, down, 'SUCCESS']);
    await tick();
    expect(view()).toEqual({ kind: 'loading' });
    await tick(999);
    expect(calls).toHaveLength(1);
    await tick(1);
    expect(calls).toHaveLength(2);
    await tick(2000);
    expect(calls).toHaveLength(3);
    await tick(3999);
    expect(calls).toHaveLength(3);
    expect(view()).toEqual({ kind: 'loading' });
    await tick(1);
    expect(calls).toHaveLength(4);
    expect(view()).toEqual({ kind: 'unavailable' });
    expect(actor.getSnapshot().hasTag('watching')).toBe(false);
    await tick(60_000);
    expect(calls).toHaveLength(4);
  });

  it('says the link is invalid when the API knows no such order, and asks no more', async () => {
    const { calls, view } = startWith([new StatusRequestError('No donation found for id ORD-1', 404)]);
    await tick();
    expect(view()).toEqual({ kind: 'invalidLink' });
    await tick(60_000);
    expect(calls).toHaveLength(1);
  });

  it('once a status is shown, a 404 (a proxy during a deploy) is an outage with Retry, not an invalid link', async () => {
    const { view } = startWith(['PENDING', new StatusRequestError('Not Found', 404)]);
    await tick();
    expect(view()).toEqual({ kind: 'status', record: record('PENDING'), watching: true });
    await tick(5000);
    expect(view()).toEqual({ kind: 'unavailable', record: record('PENDING') });
  });

  it('recovers on Retry, showing the status it knew meanwhile', async () => {
    const down = new Error('Network down');
    const { actor, calls, view } = startWith(['PENDING', down, down, down, down, 'SUCCESS']);
    await tick(5000 + 1000 + 2000 + 4000);
    expect(view()).toEqual({ kind: 'unavailable', record: record('PENDING') });
    actor.send({ type: 'RETRY' });
    expect(view()).toEqual({ kind: 'status', record: record('PENDING'), watching: true });
    expect(actor.getSnapshot().hasTag('watching')).toBe(true);
    await tick();
    expect(calls).toHaveLength(6);
    expect(view()).toEqual({ kind: 'status', record: record('SUCCESS'), watching: false });
  });

  it('Retry gets a fresh set of 3 retries', async () => {
    const down = new Error('Network down');
    const { actor, calls, view } = startWith([down, down, down, down, down, down, down, 'SUCCESS']);
    await tick(7000);
    expect(view()).toEqual({ kind: 'unavailable' });
    actor.send({ type: 'RETRY' });
    await tick(7000);
    expect(calls).toHaveLength(8);
    expect(view()).toEqual({ kind: 'status', record: record('SUCCESS'), watching: false });
  });

  it('forgets failures once an answer arrives', async () => {
    const down = new Error('Network down');
    const { calls, view } = startWith([down, down, down, 'PENDING', down, down, down, 'SUCCESS']);
    await tick(1000 + 2000 + 4000);
    expect(calls).toHaveLength(4);
    expect(view()).toMatchObject({ kind: 'status', watching: true });
    await tick(5000 + 1000 + 2000 + 4000);
    expect(calls).toHaveLength(8);
    expect(view()).toEqual({ kind: 'status', record: record('SUCCESS'), watching: false });
  });

  it('ignores Retry while it is not in trouble', async () => {
    const { actor, calls } = startWith(['PENDING', 'hang']);
    await tick();
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(1);
  });

  it('leaving while a request is in flight aborts it and stops polling', async () => {
    const { actor, calls } = startWith(['hang']);
    actor.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
    await tick(60_000);
    expect(calls).toHaveLength(1);
  });

  it('leaving between two requests cancels the next one', async () => {
    const { actor, calls } = startWith(['PENDING', 'PENDING']);
    await tick(2000);
    actor.stop();
    await tick(60_000);
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits 1 s, 2 s then 4 s between retries, never more than the polling interval', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe('the payment status machine against the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks /api/v2/donations/{order id}/status and treats an unknown status as PENDING', async () => {
    useTestRuntimeConfig();
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations/ORD-7/status': (request: Request) => {
          requested.push(request.url);
          return { success: true, data: { ...record('PENDING'), paymentStatus: 'AUTHORIZED' } };
        },
      }),
    );
    const actor = createActor(paymentStatusMachine, { input: { orderId: 'ORD-7' } }).start();
    await vi.waitFor(() => expect(selectPaymentStatusView(actor.getSnapshot()).kind).toBe('status'));
    expect(actor.getSnapshot().context.record?.paymentStatus).toBe('PENDING');
    expect(actor.getSnapshot().hasTag('watching')).toBe(true);
    expect(requested).toEqual([`${TEST_API_BASE_URL}/api/v2/donations/ORD-7/status`]);
    actor.stop();
  });
});

describe('the view a page opens with, before the machine has arrived', () => {
  it('is the view of the machine as it starts, for every kind of link', () => {
    const links = [
      { orderId: undefined },
      { orderId: 'ORD-1' },
      { orderId: 'ORD-1', initialRecord: record('PENDING') },
      { orderId: 'ORD-1', initialRecord: record('SUCCESS') },
      { orderId: 'ORD-1', initialRecord: record('FAILED') },
    ];
    for (const input of links) {
      const actor = createActor(paymentStatusMachine, { input });
      actor.start();
      actor.stop();
      expect(initialPaymentStatusView(input)).toEqual(selectPaymentStatusView(actor.getSnapshot()));
    }
  });

  it('needs the machine only for a status still open or not known yet', () => {
    expect(needsWatching(initialPaymentStatusView({ orderId: undefined }))).toBe(false);
    expect(
      needsWatching(initialPaymentStatusView({ orderId: 'ORD-1', initialRecord: record('SUCCESS') })),
    ).toBe(false);
    expect(
      needsWatching(initialPaymentStatusView({ orderId: 'ORD-1', initialRecord: record('FAILED') })),
    ).toBe(false);
    expect(
      needsWatching(initialPaymentStatusView({ orderId: 'ORD-1', initialRecord: record('PENDING') })),
    ).toBe(true);
    expect(needsWatching(initialPaymentStatusView({ orderId: 'ORD-1' }))).toBe(true);
  });
});
