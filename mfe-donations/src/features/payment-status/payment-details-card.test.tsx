import type { PaymentStatusRecord } from '@temple/shared';
import { renderWithProviders, useStylesheet } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import { PaymentDetailsCard } from './payment-details-card';

const RECORD: PaymentStatusRecord = {
  donationId: 'don-1',
  merchantOrderId: 'SMT202611267679AD5A32BB',
  amount: 21000,
  shilas: 1,
  paymentType: 'DONATION',
  paymentStatus: 'SUCCESS',
  receiptNumber: 'SMT/SANDBOX/2026-27/000001',
  completedAt: '2026-11-27T17:20:00.000Z',
  donorEmail: 'a.very.long.devotee.address@example.com',
};

const details = () => within(screen.getByRole('region', { name: 'Payment Details' }));
const valueAfter = (label: string) => details().getByText(label).nextElementSibling as HTMLElement;

describe('the Payment Details card', () => {
  it('on a narrow screen puts each label above its value, never breaks a date and time, and breaks a long id only where it must', () => {
    useStylesheet(import.meta.url, './payment-details-card.module.css');
    renderWithProviders(<PaymentDetailsCard status="SUCCESS" record={RECORD} />);
    const labels = details().getAllByRole('term');
    expect(labels.map((label) => label.textContent)).toEqual([
      'Amount',
      'Seva',
      'Order ID',
      'Receipt Number',
      'Completed At',
      'Donor Email',
    ]);
    for (const label of labels)
      expect(getComputedStyle(label.parentElement as Element).display).toBe('block');
    expect(valueAfter('Completed At')).toHaveTextContent('27/11/2026, 10:50:00 pm');
    expect(getComputedStyle(valueAfter('Completed At')).whiteSpace).toBe('nowrap');
    expect(valueAfter('Order ID')).toHaveTextContent('SMT202611267679AD5A32BB');
    expect(getComputedStyle(valueAfter('Order ID')).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(valueAfter('Donor Email')).overflowWrap).toBe('anywhere');
  });

  it('says when a failed payment failed, not that it completed', () => {
    renderWithProviders(
      <PaymentDetailsCard status="FAILED" record={{ ...RECORD, paymentStatus: 'FAILED' }} />,
    );
    expect(valueAfter('Failed At')).toHaveTextContent('27/11/2026, 10:50:00 pm');
    expect(details().queryByText('Completed At')).toBeNull();
  });

  it('says when a successful payment completed', () => {
    renderWithProviders(<PaymentDetailsCard status="SUCCESS" record={RECORD} />);
    expect(valueAfter('Completed At')).toHaveTextContent('27/11/2026, 10:50:00 pm');
    expect(details().queryByText('Failed At')).toBeNull();
  });
});
