import {
  getApi,
  isFinalPaymentStatus,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_RETRIES,
  type PaymentStatusRecord,
} from '@temple/shared';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { PaymentStatusInput, PaymentStatusView } from './payment-status-view';

export interface PaymentStatusContext {
  /** The order id from the link; absent when the link carries none. */
  orderId: string | undefined;
  /** The latest answer of the API, kept while polling goes on, and shown still when a check fails. */
  record: PaymentStatusRecord | undefined;
  /** Failed requests in a row; reset by every answer and by Retry. */
  failures: number;
}

/** Waits between retries of a failed request: 1 s, 2 s, 4 s (never more than the polling interval). */
export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(failures - 1, 0), PAYMENT_POLL_INTERVAL_MS);
}

/** A status request that failed, with the HTTP status when the server answered. */
export class StatusRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** The API has no such order: a mistyped link, or a checkout never paid and deleted since. */
function isUnknownOrder(error: unknown): boolean {
  return error instanceof StatusRequestError && error.status === 404;
}

/** Worth asking again: no answer (the network), a busy or failing server. An unknown order stays unknown. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof StatusRequestError) || error.status === undefined) return true;
  return error.status === 429 || error.status >= 500;
}

/** One status request; a failed answer rejects, so the machine can retry it. */
const fetchPaymentStatus = fromPromise<PaymentStatusRecord, { orderId: string }>(
  async ({ input, signal }) => {
    const result = await getApi().getPaymentStatus(input.orderId, signal);
    if (!result.success) throw new StatusRequestError(result.error, result.status);
    return result.data;
  },
);

/**
 * The payment status page (spec sections 2 and 4), the page's single source of truth.
 *
 * checkingLink: an answer sent with the page (initialRecord) counts as the first answer
 *   (initialPaymentStatusView draws this state before the machine's code has arrived).
 * invalidLink: the link has no order id (nothing is ever requested), or the API's first answer
 *   is that it knows no such order.
 * polling (tag `watching`): asks for the status, then again every 5 s until it is final;
 *   a request the network or a failing server lost is retried 3 times before giving up;
 *   an answer such as 404 (no such order) gives up at once.
 * unavailable: the status could not be checked (the last one known stays shown); RETRY polls again.
 * settled: SUCCESS or FAILED; polling is over for good.
 *
 * Stopping the actor (leaving the page) cancels the timers and aborts the request in flight.
 */
export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    input: {} as PaymentStatusInput,
    events: {} as { type: 'RETRY' },
  },
  actors: { fetchPaymentStatus },
  guards: {
    hasOrderId: ({ context }) => Boolean(context.orderId),
    startsSettled: ({ context }) =>
      Boolean(context.orderId && context.record && isFinalPaymentStatus(context.record.paymentStatus)),
    startsWatching: ({ context }) => Boolean(context.orderId && context.record),
    isFinal: (_, record: PaymentStatusRecord) => isFinalPaymentStatus(record.paymentStatus),
    // Only before any answer: a 404 once a status is shown (a proxy during a deploy) is an outage, not a bad link.
    unknownOrder: ({ context, event }) =>
      !context.record && isUnknownOrder('error' in event ? event.error : undefined),
    canRetry: ({ context, event }) =>
      isRetryable('error' in event ? event.error : undefined) && context.failures < PAYMENT_POLL_RETRIES,
  },
  actions: {
    storeRecord: assign((_, record: PaymentStatusRecord) => ({ record, failures: 0 })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    startOver: assign({ failures: 0 }),
  },
  delays: {
    pollInterval: PAYMENT_POLL_INTERVAL_MS,
    retryDelay: ({ context }) => retryDelayMs(context.failures),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({ orderId: input.orderId, record: input.initialRecord, failures: 0 }),
  initial: 'checkingLink',
  states: {
    // An answer sent with the page is the first answer: final, or polled again after the interval.
    checkingLink: {
      always: [
        { guard: 'startsSettled', target: 'settled' },
        { guard: 'startsWatching', target: 'polling.waiting' },
        { guard: 'hasOrderId', target: 'polling' },
        { target: 'invalidLink' },
      ],
    },
    invalidLink: { type: 'final' },
    polling: {
      tags: ['watching'],
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'fetchPaymentStatus',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: [
              {
                guard: { type: 'isFinal', params: ({ event }) => event.output },
                target: '#paymentStatus.settled',
                actions: { type: 'storeRecord', params: ({ event }) => event.output },
              },
              {
                target: 'waiting',
                actions: { type: 'storeRecord', params: ({ event }) => event.output },
              },
            ],
            onError: [
              { guard: 'unknownOrder', target: '#paymentStatus.invalidLink' },
              { guard: 'canRetry', target: 'retrying', actions: 'countFailure' },
              { target: '#paymentStatus.unavailable' },
            ],
          },
        },
        retrying: { after: { retryDelay: 'fetching' } },
        waiting: { after: { pollInterval: 'fetching' } },
      },
    },
    unavailable: {
      on: { RETRY: { target: 'polling', actions: 'startOver' } },
    },
    settled: { type: 'final' },
  },
});

export type PaymentStatusSnapshot = SnapshotFrom<typeof paymentStatusMachine>;

/** What the page shows for a snapshot of the machine. */
export function selectPaymentStatusView(snapshot: PaymentStatusSnapshot): PaymentStatusView {
  if (snapshot.matches('invalidLink')) return { kind: 'invalidLink' };
  const { record } = snapshot.context;
  if (snapshot.matches('unavailable')) return { kind: 'unavailable', record };
  if (!record) return { kind: 'loading' };
  return { kind: 'status', record, watching: snapshot.hasTag('watching') };
}
