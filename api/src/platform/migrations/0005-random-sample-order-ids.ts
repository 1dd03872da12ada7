/**
 * Sample donations seeded with order ids anyone could guess (SAMPLE0001…) get random ones,
 * as new ones do: an order id opens a donation's status, with its e-mail. The UUID is drawn
 * from the database's strong random source.
 */
export const randomSampleOrderIds = `
UPDATE donations
SET merchant_order_id = 'SAMPLE'
  || to_char(coalesce(completed_at, created_at) AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD')
  || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
WHERE is_sample AND merchant_order_id ~ '^SAMPLE[0-9]{4}$';
`;
