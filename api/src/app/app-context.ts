import type { BhogCalendar } from '../features/bhog-dates/bhog-calendar';
import type { ListedContributors } from '../features/contributors';
import type { DonationCache } from '../features/donations/donation-cache';
import type { Mailer } from '../features/mail/mailer';
import type { PaymentProvider } from '../features/payments/payment-provider';
import type { SandboxProvider } from '../features/payments/sandbox/sandbox-provider';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/database';

/** What the features are given: configuration and the services they share. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  provider: PaymentProvider;
  /** Present when the built-in sandbox is the provider. */
  sandbox?: SandboxProvider;
  bhogCalendar: BhogCalendar;
  mailer: Mailer;
  /** Status reads; whoever applies a provider report forgets the order here. */
  donationCache: DonationCache;
  /** The public contributors wall, kept 30 s; the operator's changes to it forget it here. */
  listedContributors: ListedContributors;
}
