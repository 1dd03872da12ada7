import { donationTotal, type PaymentType, QUANTITY_MAX, QUANTITY_MIN, UNIT_NAME } from '@temple/shared';
import { formatIndianNumber } from '@temple/shared/core';
import { parseQuantity } from './parse-quantity';

/** A usable quantity (a whole number from 1 to 1000), or undefined while the input is not one. */
export function validQuantity(text: string): number | undefined {
  const value = parseQuantity(text);
  if (value === undefined || !Number.isInteger(value)) return undefined;
  return value >= QUANTITY_MIN && value <= QUANTITY_MAX ? value : undefined;
}

/** "1 Shila", "21 sq. units", "1,000 Shilas". */
export function describeQuantity(type: PaymentType, qty: number): string {
  return `${formatIndianNumber(qty)} ${qty === 1 ? UNIT_NAME[type].one : UNIT_NAME[type].many}`;
}

/** The total for what the form holds; Amrit Bhog is its fixed price whatever the quantity. */
export function formTotal(type: PaymentType, quantityText: string): number | undefined {
  if (type === 'BHOG') return donationTotal('BHOG', 1);
  const qty = validQuantity(quantityText);
  return qty === undefined ? undefined : donationTotal(type, qty);
}
