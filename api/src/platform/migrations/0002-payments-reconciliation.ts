/**
 * Money and slots reconcile: refunds owed for payments that could not be honoured, unpaid
 * Bhog holds counted per client, receipt numbers in series (the sandbox apart), and the
 * sandbox's orders expire with their hold and are settled only with their checkout secret.
 */
export const paymentsReconciliation = `
-- Money that arrived but could not be applied (a lapsed Bhog hold on a full date, or a
-- second paid booking of one donor): the trust owes it back.
ALTER TABLE donations ADD COLUMN refund_due boolean NOT NULL DEFAULT false;
ALTER TABLE donations ADD COLUMN refund_reason text;
-- A keyed hash of the client address that opened the donation: unpaid holds are capped
-- per client without keeping the address itself.
ALTER TABLE donations ADD COLUMN client_key text;
CREATE INDEX donations_unpaid_bhog ON donations (expires_at)
  WHERE payment_type = 'BHOG' AND payment_status = 'PENDING';
CREATE INDEX donations_refund_due ON donations (completed_at) WHERE refund_due;

-- One counter per series and financial year: live receipts and sandbox receipts never share numbers.
ALTER TABLE receipt_sequences ADD COLUMN series text NOT NULL DEFAULT 'live';
ALTER TABLE receipt_sequences DROP CONSTRAINT receipt_sequences_pkey;
ALTER TABLE receipt_sequences ADD PRIMARY KEY (series, financial_year);

-- A sandbox order ends with its donation's hold, and only its checkout page may settle it
-- (orders from before this have no secret and cannot be settled).
ALTER TABLE sandbox_orders ADD COLUMN checkout_secret text;
ALTER TABLE sandbox_orders ADD COLUMN expires_at timestamptz;
UPDATE sandbox_orders SET expires_at = donations.expires_at
  FROM donations WHERE donations.merchant_order_id = sandbox_orders.merchant_order_id;
UPDATE sandbox_orders SET expires_at = created_at WHERE expires_at IS NULL;
ALTER TABLE sandbox_orders ALTER COLUMN expires_at SET NOT NULL;
`;
