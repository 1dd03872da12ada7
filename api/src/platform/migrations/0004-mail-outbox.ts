/**
 * Mail waiting to go out: the donor's receipt and the trust's copy of a CSR enquiry. A
 * row is written in the same transaction as what it reports (a payment's SUCCESS, a
 * stored enquiry), so each is queued exactly once, whichever replica applies it. The
 * message itself is composed when it is sent, from the donation or enquiry.
 */
export const mailOutbox = `
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('receipt', 'csr-enquiry')),
  donation_id text REFERENCES donations (id),
  enquiry_id text REFERENCES csr_enquiries (id),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A sender working on the row; another replica leaves it alone until then.
  claimed_until timestamptz,
  sent_at timestamptz,
  gave_up_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'receipt') = (donation_id IS NOT NULL)),
  CHECK ((kind = 'csr-enquiry') = (enquiry_id IS NOT NULL))
);
CREATE UNIQUE INDEX mail_outbox_one_receipt ON mail_outbox (donation_id) WHERE kind = 'receipt';
CREATE UNIQUE INDEX mail_outbox_one_enquiry ON mail_outbox (enquiry_id) WHERE kind = 'csr-enquiry';
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
`;
