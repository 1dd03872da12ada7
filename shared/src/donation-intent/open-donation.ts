import { atom, createStore } from 'jotai';
import { DEFAULT_QUANTITY, type PaymentType, QUANTITY_MAX, QUANTITY_MIN } from '../constants/payment-types';

/**
 * The cross-remote contract for the donation dialog. Any app calls
 * `openDonation({ type, qty })`; the dialog, owned by the donations remote and mounted by
 * whichever app hosts the page, reads `donationIntentAtom` from the one shared store.
 */
export interface DonationIntent {
  type: PaymentType;
  qty: number;
}

export const donationIntentAtom = atom<DonationIntent | null>(null);

/** One store for the whole page: `@temple/shared` is a federation singleton. */
export const appStore = createStore();

function clampQuantity(qty: number | undefined): number {
  if (qty === undefined || !Number.isFinite(qty)) return DEFAULT_QUANTITY;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(qty)));
}

export function openDonation({ type, qty }: { type: PaymentType; qty?: number }): void {
  appStore.set(donationIntentAtom, { type, qty: type === 'BHOG' ? 1 : clampQuantity(qty) });
}

export function closeDonation(): void {
  appStore.set(donationIntentAtom, null);
}
