import type { PaymentStatus, PaymentType, RefundReason } from '@temple/shared/contracts';
import { lockBhogDate } from '../../platform/advisory-locks';
import type { Database, Queryable } from '../../platform/db/database';
import type { BhogCalendar } from '../bhog-dates';
import { bhogDateUsage } from '../bhog-dates';
import type { ListedContributors } from '../contributors';
import type { Mailer } from '../mail';
import { issueReceiptNumber } from '../receipts';
import type { CallbackNotice, ProviderOrderReport } from './payment-provider';

/**
 * What a report did: `applied` moved PENDING to a final state (`applied-late` after the
 * hold had lapsed, with a slot still free); `refund-due` took money that cannot be
 * honoured (a lapsed Bhog hold on a full date, a Bhog date passed or no longer offered, a
 * donor's second paid booking of a date, or a donation already closed); `rejected-mismatch` changed nothing because the provider's
 * amount is not the donation's or the callback's claims are not the provider's record;
 * `duplicate` repeated the final state; `ignored-final` contradicted it; `pending` changed
 * nothing; `unknown-order` named no donation.
 */
export type ReportOutcome =
  | 'applied'
  | 'applied-late'
  | 'refund-due'
  | 'rejected-mismatch'
  | 'duplicate'
  | 'ignored-final'
  | 'pending'
  | 'unknown-order';

export interface ReportResult {
  outcome: ReportOutcome;
  paymentStatus?: PaymentStatus;
  /** True only for the one call that moved the donation to SUCCESS: the place to act on a new payment. */
  becameSuccessful: boolean;
}

interface LockedDonation {
  id: string;
  payment_status: PaymentStatus;
  payment_type: PaymentType;
  amount: number;
  bhog_date: string | null;
  donor_email_normalised: string;
  provider: string;
  refund_due: boolean;
  expired: boolean;
}

/** Outcomes worth keeping from a status query; a callback is always kept. */
const RECORDED_FROM_QUERIES = new Set<ReportOutcome>([
  'applied',
  'applied-late',
  'refund-due',
  'rejected-mismatch',
]);

/** Keeps a provider notification, whatever it did. */
export async function recordEvent(
  db: Queryable,
  report: Pick<ProviderOrderReport, 'merchantOrderId' | 'state'>,
  source: string,
  outcome: ReportOutcome,
  payload: unknown,
) {
  await db.query(
    `INSERT INTO payment_events (merchant_order_id, source, reported_state, outcome, payload)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      report.merchantOrderId,
      source,
      report.state,
      outcome,
      payload === undefined ? null : JSON.stringify(payload),
    ],
  );
}

/** Why money for this donation cannot be applied, or undefined when it can. Runs with the date locked. */
async function refundReason(
  tx: Queryable,
  donation: LockedDonation,
  { bhogSlotsPerDate: slotsPerDate, bhogCalendar }: Pick<ApplyOptions, 'bhogSlotsPerDate' | 'bhogCalendar'>,
): Promise<RefundReason | undefined> {
  if (donation.payment_status !== 'PENDING') return 'donation-closed';
  if (donation.bhog_date === null) return undefined;
  // Paid after the Purnima (a hold taken on the day, a provider's late report) or for a date
  // the trust has since taken off: there is no meal to give it for.
  if (!bhogCalendar.isOffered(donation.bhog_date)) return 'bhog-date-not-offered';
  const usage = await bhogDateUsage(tx, {
    date: donation.bhog_date,
    donorEmailNormalised: donation.donor_email_normalised,
    exceptId: donation.id,
  });
  if (usage.donorPaid > 0) return 'bhog-already-paid';
  // A live hold has its slot already; a lapsed one needs a slot nobody else holds.
  if (donation.expired && usage.held >= slotsPerDate) return 'bhog-hold-lapsed-date-full';
  return undefined;
}

interface ApplyOptions {
  source: 'callback' | 'status-query';
  receiptPrefix: string;
  bhogSlotsPerDate: number;
  bhogCalendar: Pick<BhogCalendar, 'isOffered'>;
  /** What a callback said about the order: each must be the provider's own record. */
  claims?: Pick<CallbackNotice & { kind: 'order' }, 'providerOrderId' | 'amountPaise'>;
  payload?: unknown;
  /** Queues the donor's receipt with the SUCCESS that issues it. */
  mailer: Pick<Mailer, 'queueReceipt' | 'wake'>;
  /** A new payment may put a name on the wall at once. */
  listedContributors: Pick<ListedContributors, 'forget'>;
}

function matches(
  donation: LockedDonation,
  report: ProviderOrderReport,
  claims: ApplyOptions['claims'],
): boolean {
  return (
    report.amountPaise === donation.amount * 100 &&
    (claims?.amountPaise === undefined || claims.amountPaise === report.amountPaise) &&
    (claims?.providerOrderId === undefined || claims.providerOrderId === report.providerOrderId)
  );
}

async function lockDonation(tx: Queryable, merchantOrderId: string): Promise<LockedDonation | undefined> {
  const [donation] = await tx.query<Omit<LockedDonation, 'expired'>>(
    `SELECT id, payment_status, payment_type, amount, bhog_date::text AS bhog_date, donor_email_normalised,
       provider, refund_due
     FROM donations WHERE merchant_order_id = $1 FOR UPDATE`,
    [merchantOrderId],
  );
  if (!donation) return undefined;
  if (donation.bhog_date !== null) await lockBhogDate(tx, donation.bhog_date);
  // Read after the date's lock, on the wall clock: the same clock the bookings use.
  const [clock] = await tx.query<{ expired: boolean }>(
    'SELECT expires_at <= clock_timestamp() AS expired FROM donations WHERE id = $1',
    [donation.id],
  );
  return { ...donation, expired: clock?.expired ?? true };
}

async function markRefundDue(
  tx: Queryable,
  donation: LockedDonation,
  report: ProviderOrderReport,
  reason: RefundReason,
) {
  await tx.query(
    `UPDATE donations SET refund_due = true, refund_reason = $2, provider_transaction_id = $3,
       payment_status = CASE WHEN payment_status = 'PENDING' THEN 'FAILED' ELSE payment_status END,
       completed_at = COALESCE(completed_at, clock_timestamp())
     WHERE id = $1`,
    [donation.id, reason, report.transactionId ?? null],
  );
}

async function decide(
  tx: Queryable,
  report: ProviderOrderReport,
  options: ApplyOptions,
): Promise<ReportResult> {
  const donation = await lockDonation(tx, report.merchantOrderId);
  if (!donation) return { outcome: 'unknown-order', becameSuccessful: false };
  const status = donation.payment_status;
  if (!matches(donation, report, options.claims))
    return { outcome: 'rejected-mismatch', paymentStatus: status, becameSuccessful: false };
  if (report.state === 'PENDING')
    return { outcome: 'pending', paymentStatus: status, becameSuccessful: false };
  if (status !== 'PENDING') {
    if (status === report.state)
      return { outcome: 'duplicate', paymentStatus: status, becameSuccessful: false };
    // Money taken for a donation closed as FAILED is owed back, once.
    if (report.state === 'SUCCESS' && !donation.refund_due) {
      await markRefundDue(tx, donation, report, 'donation-closed');
      return { outcome: 'refund-due', paymentStatus: status, becameSuccessful: false };
    }
    return {
      outcome: donation.refund_due && report.state === 'SUCCESS' ? 'duplicate' : 'ignored-final',
      paymentStatus: status,
      becameSuccessful: false,
    };
  }

  const completedAt = new Date();
  const lateOutcome = donation.expired ? 'applied-late' : 'applied';
  if (report.state === 'FAILED') {
    await tx.query(
      `UPDATE donations SET payment_status = 'FAILED', completed_at = $2, provider_transaction_id = $3 WHERE id = $1`,
      [donation.id, completedAt, report.transactionId ?? null],
    );
    return { outcome: lateOutcome, paymentStatus: 'FAILED', becameSuccessful: false };
  }
  const reason = await refundReason(tx, donation, options);
  if (reason) {
    await markRefundDue(tx, donation, report, reason);
    return { outcome: 'refund-due', paymentStatus: 'FAILED', becameSuccessful: false };
  }
  const receiptNumber = await issueReceiptNumber(
    tx,
    { prefix: options.receiptPrefix, provider: donation.provider },
    completedAt,
  );
  await tx.query(
    `UPDATE donations SET payment_status = 'SUCCESS', completed_at = $2, receipt_number = $3,
       provider_transaction_id = $4 WHERE id = $1`,
    [donation.id, completedAt, receiptNumber, report.transactionId ?? null],
  );
  await options.mailer.queueReceipt(tx, donation.id);
  return { outcome: lateOutcome, paymentStatus: 'SUCCESS', becameSuccessful: true };
}

/**
 * Applies the provider's own record of an order. Only PENDING -> SUCCESS or FAILED happens;
 * final states never change; the receipt number is issued in the same transaction as
 * SUCCESS. A payment that cannot be honoured is marked FAILED with a refund due instead:
 * an Amrit Bhog date never gets more paid bookings than it has slots, whatever the order
 * in which payments, expiries and new bookings arrive (the date's lock serialises them).
 */
export async function applyProviderReport(
  db: Database,
  report: ProviderOrderReport,
  options: ApplyOptions,
): Promise<ReportResult> {
  const result = await db.transaction(async (tx) => {
    const decided = await decide(tx, report, options);
    // Money reported for an order with no donation is always kept: the operator refunds it from this record.
    const paidUnknown = decided.outcome === 'unknown-order' && report.state === 'SUCCESS';
    if (options.source === 'callback' || RECORDED_FROM_QUERIES.has(decided.outcome) || paidUnknown) {
      await recordEvent(tx, report, options.source, decided.outcome, options.payload);
    }
    return decided;
  });
  if (result.becameSuccessful) {
    options.mailer.wake();
    options.listedContributors.forget();
  }
  return result;
}
