/**
 * Checkouts never paid, by the end of their hold: the retention rule finds the oldest
 * ones in batches without reading every paid donation each time.
 */
export const unpaidCheckoutExpiryIndex = `
CREATE INDEX donations_unpaid_expiry ON donations (expires_at)
  WHERE payment_status IN ('PENDING', 'FAILED') AND NOT refund_due AND NOT is_sample;
`;
