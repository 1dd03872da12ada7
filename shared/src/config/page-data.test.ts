import { describe, expect, it } from 'vitest';
import { embeddedPageData, PAGE_DATA_ELEMENT_ID, pageDataRequestOf } from './page-data';

const PAYMENT_STATUS_PAGE_DATA = {
  request: '/api/v2/donations/{order_id}/status',
  variantField: 'paymentStatus',
  variants: ['SUCCESS', 'PENDING', 'FAILED'],
};

describe('a page sent with its data', () => {
  it('asks the API for the order of the link, and for nothing when the link has none', () => {
    expect(pageDataRequestOf(PAYMENT_STATUS_PAGE_DATA, new URLSearchParams('order_id=ORD-1'))).toBe(
      '/api/v2/donations/ORD-1/status',
    );
    expect(pageDataRequestOf(PAYMENT_STATUS_PAGE_DATA, new URLSearchParams('order_id=SMT2026.1_a-b'))).toBe(
      '/api/v2/donations/SMT2026.1_a-b/status',
    );
  });

  it('asks for nothing when the link carries anything but a plain order id', () => {
    for (const orderId of ['a/../b?c', '..', '.', 'a b', 'x'.repeat(101), '%2e%2e'])
      expect(
        pageDataRequestOf(PAYMENT_STATUS_PAGE_DATA, new URLSearchParams({ order_id: orderId })),
      ).toBeUndefined();
    expect(pageDataRequestOf(PAYMENT_STATUS_PAGE_DATA, new URLSearchParams('order_id=%20'))).toBeUndefined();
    expect(pageDataRequestOf(PAYMENT_STATUS_PAGE_DATA, new URLSearchParams())).toBeUndefined();
  });

  it('hands the live page only data read for the request it makes', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = JSON.stringify({ request: '/api/v2/donations/ORD-1/status', data: { a: 1 } });
    document.head.append(element);
    expect(embeddedPageData('/api/v2/donations/ORD-1/status')).toEqual({ a: 1 });
    expect(embeddedPageData('/api/v2/donations/ORD-2/status')).toBeUndefined();
    element.textContent = '{not json';
    expect(embeddedPageData('/api/v2/donations/ORD-1/status')).toBeUndefined();
    element.remove();
  });
});
