import { describe, expect, it } from 'vitest';
import { DATA_FORMATS, embeddedPageData, PAGE_DATA_ELEMENT_ID, pageDataRequestOf } from './page-data';
import { fillDataSlots } from './page-data-slots';

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

  it('fills each slot as the live page formats it, and escapes every value', () => {
    const html =
      '<dd><temple-data field="amount" format="rupees"></temple-data></dd>' +
      '<dd><temple-data field="paymentType" format="payment-type"></temple-data></dd>' +
      '<dd><temple-data field="completedAt" format="date-time"></temple-data></dd>' +
      '<dd><temple-data field="donorName" format="text"></temple-data></dd>';
    const data = {
      amount: 1234567,
      paymentType: 'BHOG',
      completedAt: '2026-11-22T10:15:00Z',
      donorName: '<img src=x onerror=alert(1)> & "Sons"',
    };
    expect(fillDataSlots(html, data)).toBe(
      `<dd>₹12,34,567</dd><dd>Amrit Bhog</dd><dd>${DATA_FORMATS['date-time'](data.completedAt)}</dd>` +
        '<dd>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Sons&quot;</dd>',
    );
  });

  it('keeps a block only when its field shows a value, and leaves no slot behind', () => {
    const html =
      '<dl><temple-data-if field="receiptNumber" format="text"><dt>Receipt</dt><dd><temple-data field="receiptNumber" format="text"></temple-data></dd></temple-data-if>' +
      '<temple-data-if field="completedAt" format="date-time"><dt>At</dt></temple-data-if>' +
      '<temple-data-if field="shilas" format="text"><dt>Shilas</dt></temple-data-if></dl>';
    expect(fillDataSlots(html, { receiptNumber: 'RCPT-1', completedAt: 'not a date', shilas: 0 })).toBe(
      '<dl><dt>Receipt</dt><dd>RCPT-1</dd><dt>Shilas</dt></dl>',
    );
    // A value of the wrong kind, or a field the data does not have, shows nothing.
    expect(fillDataSlots(html, { receiptNumber: { nested: true }, toString: 'x' })).toBe('<dl></dl>');
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
