import { PAYMENT_TYPE_LABEL, type PaymentType, UNIT_NAME } from '../constants/payment-types';

/**
 * A contribution in its own words and units, the same on the receipt, the e-mail and the
 * status page: "Shiladaan - 5 Shilas", "Rangamandap - 25 sq. units", "Amrit Bhog - 24 Dec 2026".
 */
export function sevaDescription(donation: {
  paymentType: PaymentType;
  shilas: number;
  bhogDate?: string | null;
}): string {
  const label = PAYMENT_TYPE_LABEL[donation.paymentType];
  if (donation.paymentType === 'BHOG') {
    return donation.bhogDate ? `${label} - ${formatDay(donation.bhogDate)}` : label;
  }
  const unit = UNIT_NAME[donation.paymentType];
  return `${label} - ${donation.shilas} ${donation.shilas === 1 ? unit.one : unit.many}`;
}

function formatDay(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
