import type { PaymentType } from '@temple/shared';
import { DONATION_HUB_PATH } from '@temple/shared/core';
import { validQuantity } from './quantity';

/**
 * The hub's address names the dialog's choice (`?type=rangamandap&qty=21`, written by a
 * card or a Contribute link); it follows what the donor then chooses in the dialog, so a
 * reload or a copied link brings back that choice, not the first one. Replaced in place,
 * keeping the entry's state, without the router: the dialog's own history entry is the
 * router's entry again (see @temple/shared/dialog-history), and closing the dialog takes
 * the choice out of the address anyway. A quantity still being typed keeps the last one.
 */
export function keepChoiceInAddress(type: PaymentType, quantityText: string): void {
  const address = new URL(window.location.href);
  if (address.pathname !== DONATION_HUB_PATH || !address.searchParams.has('type')) return;
  address.searchParams.set('type', type.toLowerCase());
  const qty = type === 'BHOG' ? 1 : validQuantity(quantityText);
  if (qty !== undefined) address.searchParams.set('qty', String(qty));
  window.history.replaceState(window.history.state, '', address);
}
