import type { Database, Queryable } from '../../platform/db/database';

type MailKind = 'receipt' | 'csr-enquiry';

export interface DueMail {
  id: string;
  kind: MailKind;
  donation_id: string | null;
  enquiry_id: string | null;
  attempts: number;
}

/** The send is someone's for this long; after it another replica may try again. */
const CLAIM_SECONDS = 300;
const BATCH_SIZE = 10;

/** Puts a message in the outbox, at most once per donation or enquiry (the caller's transaction). */
export async function queueMail(tx: Queryable, kind: MailKind, subjectId: string): Promise<void> {
  const column = kind === 'receipt' ? 'donation_id' : 'enquiry_id';
  await tx.query(`INSERT INTO mail_outbox (kind, ${column}) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    kind,
    subjectId,
  ]);
}

/**
 * Takes the messages that are due and nobody else is sending. SKIP LOCKED and the claim
 * keep two replicas from sending the same message. A message whose claims all lapsed
 * without an outcome (the process stopped while sending it, each time) is given up on
 * once it has had its attempts, instead of being tried again after every restart.
 */
export async function claimDueMail(db: Database, maxAttempts: number): Promise<DueMail[]> {
  await db.query(
    `UPDATE mail_outbox SET gave_up_at = clock_timestamp(), claimed_until = NULL,
       last_error = 'the sending process stopped before an outcome'
     WHERE sent_at IS NULL AND gave_up_at IS NULL AND attempts >= $1 AND claimed_until < clock_timestamp()`,
    [maxAttempts],
  );
  return db.query<DueMail>(
    `UPDATE mail_outbox SET attempts = attempts + 1,
       claimed_until = clock_timestamp() + make_interval(secs => ${CLAIM_SECONDS})
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND gave_up_at IS NULL AND attempts < $1 AND next_attempt_at <= clock_timestamp()
         AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
       ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, kind, donation_id, enquiry_id, attempts`,
    [maxAttempts],
  );
}

export async function markSent(db: Database, mail: DueMail): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET sent_at = clock_timestamp(), claimed_until = NULL, last_error = NULL WHERE id = $1',
    [mail.id],
  );
}

/** A failed attempt: tried again after `retryInSeconds`, or given up on. */
export async function markFailed(
  db: Database,
  mail: DueMail,
  error: string,
  retryInSeconds: number | undefined,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET claimed_until = NULL, last_error = $2,
       next_attempt_at = clock_timestamp() + make_interval(secs => $3::double precision),
       gave_up_at = CASE WHEN $4 THEN clock_timestamp() END
     WHERE id = $1`,
    [mail.id, error, retryInSeconds ?? 0, retryInSeconds === undefined],
  );
}

/** The part of a failure worth keeping: no addresses (a server's refusal often quotes one). */
export function describeFailure(error: unknown): string {
  const text =
    error instanceof Error
      ? `${(error as { code?: string }).code ?? error.name}: ${error.message}`
      : String(error);
  return text.replace(/[^\s<>@]+@[^\s<>@]+/g, '[address]').slice(0, 300);
}
