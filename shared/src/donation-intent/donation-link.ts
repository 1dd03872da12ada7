import type { MouseEvent } from 'react';
import { type DonationIntent, openDonation } from './open-donation';

/** The donation hub: given `?type=&qty=`, it opens the donation dialog prefilled (spec section 2). */
export const DONATION_HUB_PATH = '/mandir-nirman-seva';

/** What a Contribute link needs: where it leads, and what a click on the live page does. */
export interface DonationLinkProps {
  href: string;
  onClick: (event: MouseEvent) => void;
}

/**
 * Where a Contribute link leads: the hub, opening the dialog with this choice
 * (`/mandir-nirman-seva?type=rangamandap&qty=21`). The link is followed when the page's
 * code has not arrived yet (the prerendered page), or when the visitor asks for a new tab
 * or window; otherwise the dialog opens where the visitor is.
 */
export function donationLinkProps(intent: DonationIntent): DonationLinkProps {
  return {
    href: `${DONATION_HUB_PATH}?type=${intent.type.toLowerCase()}&qty=${intent.qty}`,
    onClick(event) {
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openDonation(intent);
    },
  };
}
