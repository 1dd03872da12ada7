import { orderIdFromSearch } from './payment-link';

describe('the payment return link', () => {
  it.each([
    ['?order_id=MO-2025-abc_1', 'MO-2025-abc_1'],
    ['?order_id=%20ORD1%20', 'ORD1'],
    ['?order_id=', undefined],
    ['?order_id=a/b', undefined],
    ['?order_id=<script>', undefined],
    // Would make the status request /api/v2/donations/../status.
    ['?order_id=..', undefined],
    ['?order_id=.', undefined],
    ['?order_id=v1.2', 'v1.2'],
    ['?orderId=ORD1', undefined],
    ['', undefined],
  ])('%s gives the order id %s', (search, expected) => {
    expect(orderIdFromSearch(new URLSearchParams(search))).toBe(expected);
  });
});
