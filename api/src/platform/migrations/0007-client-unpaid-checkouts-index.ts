/**
 * Checkouts not paid, by client and age: each new checkout counts its client's of the last
 * day (UNPAID_CHECKOUTS_PER_CLIENT) without reading the donations that were paid.
 */
export const clientUnpaidCheckoutsIndex = `
CREATE INDEX donations_client_unpaid ON donations (client_key, created_at)
  WHERE payment_status <> 'SUCCESS';
`;
