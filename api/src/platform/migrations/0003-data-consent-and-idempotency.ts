/**
 * The donor's consent to be listed among contributors, and the Idempotency-Key of the
 * request that created a donation (with a digest of that request and the payment link it
 * was answered with, so a retry gets the same answer).
 */
export const dataConsentAndIdempotency = `
ALTER TABLE donations ADD COLUMN show_in_contributors boolean NOT NULL DEFAULT false;
-- Donations made before the form asked stay unlisted; the seeded sample donors are the trust's showcase.
UPDATE donations SET show_in_contributors = true WHERE is_sample;
CREATE INDEX donations_listed ON donations (completed_at DESC)
  WHERE payment_status = 'SUCCESS' AND show_in_contributors;

ALTER TABLE donations ADD COLUMN idempotency_key text;
ALTER TABLE donations ADD COLUMN request_digest text;
ALTER TABLE donations ADD COLUMN payment_url text;
CREATE UNIQUE INDEX donations_idempotency_key ON donations (idempotency_key) WHERE idempotency_key IS NOT NULL;
`;
