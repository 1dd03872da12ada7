import type { PaymentType } from '@temple/shared';

export interface DonationCardOption {
  type: PaymentType;
  title: string;
  text: string;
  href: string;
  learnMore: string;
}

/** The three ways to give, in the order the cards show them. */
export const DONATION_CARD_OPTIONS: readonly DonationCardOption[] = [
  {
    type: 'DONATION',
    title: 'Shiladaan',
    text: 'Offer Shilas, the sacred stones that build the temple.',
    href: '/mandir-nirman-seva/shiladaan',
    learnMore: 'About Shiladaan',
  },
  {
    type: 'RANGAMANDAP',
    title: 'Rangamandap',
    text: 'Sponsor sq. units of the ceremonial hall where devotees gather.',
    href: '/mandir-nirman-seva/rangamandap',
    learnMore: 'About Rangamandap',
  },
  {
    type: 'BHOG',
    title: 'Amrit Bhog',
    text: 'Sponsor the prasad meal on a Purnima of your choice.',
    href: '/amrit-bhog',
    learnMore: 'About Amrit Bhog',
  },
];
