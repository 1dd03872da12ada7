import { describe, expect, it } from 'vitest';
import { fillDataSlots } from './page-data-slots';

describe('a prerendered variant filled with its data', () => {
  it('fills each slot as the live page formats it, and escapes every value', async () => {
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
    expect(await fillDataSlots(html, data)).toBe(
      '<dd>₹12,34,567</dd><dd>Amrit Bhog</dd><dd>22/11/2026, 3:45:00 pm</dd>' +
        '<dd>&lt;img src=x onerror=alert(1)&gt; &amp; "Sons"</dd>',
    );
  });

  it('keeps a block only when its field shows a value, and leaves no slot behind', async () => {
    const html =
      '<dl><temple-data-if field="receiptNumber" format="text"><dt>Receipt</dt><dd><temple-data field="receiptNumber" format="text"></temple-data></dd></temple-data-if>' +
      '<temple-data-if field="completedAt" format="date-time"><dt>At</dt></temple-data-if>' +
      '<temple-data-if field="shilas" format="text"><dt>Shilas</dt></temple-data-if></dl>';
    expect(await fillDataSlots(html, { receiptNumber: 'RCPT-1', completedAt: 'not a date', shilas: 0 })).toBe(
      '<dl><dt>Receipt</dt><dd>RCPT-1</dd><dt>Shilas</dt></dl>',
    );
    // A value of the wrong kind, or a field the data does not have, shows nothing.
    expect(await fillDataSlots(html, { receiptNumber: { nested: true }, toString: 'x' })).toBe('<dl></dl>');
  });

  it('leaves out a block inside one left out, and keeps the page around it as written', async () => {
    const html =
      '<section class="a"><!-- kept --><temple-data-if field="receiptNumber" format="text"><p>Receipt <temple-data-if field="amount" format="rupees">of <temple-data field="amount" format="rupees"></temple-data></temple-data-if></p></temple-data-if><p class="b">Thanks &amp; blessings</p></section>';
    expect(await fillDataSlots(html, { receiptNumber: null, amount: 100 })).toBe(
      '<section class="a"><!-- kept --><p class="b">Thanks &amp; blessings</p></section>',
    );
    expect(await fillDataSlots(html, { receiptNumber: 'R-1', amount: 100 })).toBe(
      '<section class="a"><!-- kept --><p>Receipt of ₹100</p><p class="b">Thanks &amp; blessings</p></section>',
    );
  });
});
