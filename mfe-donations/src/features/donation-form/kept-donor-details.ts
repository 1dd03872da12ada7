import type { RefObject } from 'react';
import type { DonorDetails } from './donation-form-values';

/**
 * What the donor typed about themselves, kept in memory for the visit (never stored in the
 * browser) until a payment is started: one place for the dialog and the seva pages' forms,
 * so a form made afresh (the dialog opened again, a seva page left and come back to, another
 * seva) starts with it.
 */
export const keptDonorDetails: RefObject<Partial<DonorDetails>> = { current: {} };
