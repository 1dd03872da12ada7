/** The three kinds of contribution the site takes (spec section 1 and 9). */
export const PAYMENT_TYPES = ['DONATION', 'RANGAMANDAP', 'BHOG'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Unit price in rupees: per Shila, per sq. unit, per Purnima date. */
export const UNIT_PRICE: Readonly<Record<PaymentType, number>> = {
  DONATION: 11000,
  RANGAMANDAP: 2100,
  BHOG: 21000,
};

/** Quick choices offered in the dialog and on the donation cards, largest first. */
export const QUICK_QUANTITIES: Readonly<Record<PaymentType, readonly number[]>> = {
  DONATION: [11, 5, 2, 1],
  RANGAMANDAP: [51, 21, 11, 1],
  BHOG: [1],
};

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
export const DEFAULT_QUANTITY = 1;
/** The Rangamandap page preselects five sq. units. */
export const RANGAMANDAP_PAGE_QUANTITY = 5;

export const PAYMENT_TYPE_LABEL: Readonly<Record<PaymentType, string>> = {
  DONATION: 'Shiladaan',
  RANGAMANDAP: 'Rangamandap',
  BHOG: 'Amrit Bhog',
};

/** What one unit is called, singular and plural. */
export const UNIT_NAME: Readonly<Record<PaymentType, { one: string; many: string }>> = {
  DONATION: { one: 'Shila', many: 'Shilas' },
  RANGAMANDAP: { one: 'sq. unit', many: 'sq. units' },
  BHOG: { one: 'Amrit Bhog', many: 'Amrit Bhogs' },
};

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && (PAYMENT_TYPES as readonly string[]).includes(value);
}

/** Total in rupees: quantity times unit price; Amrit Bhog is one fixed price per date. */
export function donationTotal(type: PaymentType, quantity: number): number {
  if (type === 'BHOG') return UNIT_PRICE.BHOG;
  return quantity * UNIT_PRICE[type];
}

/** A payment status record's type in its own words; an unknown type reads as Shiladaan (spec section 3). */
export function paymentRecordTypeLabel(paymentType: string): string {
  return isPaymentType(paymentType) ? PAYMENT_TYPE_LABEL[paymentType] : PAYMENT_TYPE_LABEL.DONATION;
}
