import { describe, expect, it } from 'vitest';
import { pageRoutesSchema } from './site-routes';

const withDataRequest = (request: string) => [
  {
    path: '/payment-status',
    module: 'PaymentStatusPage',
    title: 'Payment Status',
    description: 'The status of a payment.',
    prerender: { search: '', data: { request, variantField: 'paymentStatus', variants: ['SUCCESS'] } },
  },
];

describe("a remote's published routes", () => {
  it('may have the server read a page of data from a path of the API', () => {
    expect(pageRoutesSchema.safeParse(withDataRequest('/api/v2/donations/{order_id}/status')).success).toBe(
      true,
    );
  });

  it('may not point the server at another port, host or path', () => {
    for (const request of [
      ':5999/internal/{order_id}',
      '.attacker.example/x',
      '//attacker.example/x',
      '/health',
    ])
      expect(pageRoutesSchema.safeParse(withDataRequest(request)).success, request).toBe(false);
  });
});
