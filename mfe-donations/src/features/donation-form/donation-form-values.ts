import {
  DEFAULT_QUANTITY,
  type DonationRequest,
  type DonationRequestInput,
  donationRequestSchema,
  type PaymentType,
} from '@temple/shared';
import * as z from 'zod/mini';
import { parseQuantity } from './parse-quantity';

/** What the donor form holds: text as typed, plus the business switch (never sent). */
export interface DonationFormValues {
  paymentType: PaymentType;
  shilas: string;
  bhogDate: string;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  address: string;
  pincode: string;
  city: string;
  country: string;
  pan: string;
  profilePictureUrl: string;
  message: string;
  isBusiness: boolean;
  /** Consent to be listed among contributors, and to be listed as "Anonymous". */
  showInContributors: boolean;
  isAnonymous: boolean;
  businessName: string;
  businessLogoUrl: string;
  website: string;
}

export function initialDonationValues(type: PaymentType, qty: number = DEFAULT_QUANTITY): DonationFormValues {
  return {
    paymentType: type,
    shilas: String(type === 'BHOG' ? DEFAULT_QUANTITY : qty),
    bhogDate: '',
    donorName: '',
    donorEmail: '',
    donorPhone: '',
    address: '',
    pincode: '',
    city: '',
    country: 'India',
    pan: '',
    profilePictureUrl: '',
    message: '',
    isBusiness: false,
    showInContributors: false,
    isAnonymous: false,
    businessName: '',
    businessLogoUrl: '',
    website: '',
  };
}

/**
 * What a donor typed about themselves and their business, kept for a form made afresh:
 * not what is given (type, quantity, date), not the PAN, and not the consent to be listed,
 * which is asked anew for each donation.
 */
export type DonorDetails = Omit<
  DonationFormValues,
  'paymentType' | 'shilas' | 'bhogDate' | 'pan' | 'showInContributors' | 'isAnonymous'
>;

export function donorDetailsOf({
  paymentType,
  shilas,
  bhogDate,
  pan,
  showInContributors,
  isAnonymous,
  ...details
}: DonationFormValues): DonorDetails {
  return details;
}

/**
 * The request the form stands for: business fields only when it is a business donation;
 * "Anonymous" only for a donor who agreed to be listed at all.
 */
function toRequestInput(values: DonationFormValues): DonationRequestInput {
  const { isBusiness, businessName, businessLogoUrl, website, shilas, isAnonymous, ...rest } = values;
  return {
    ...rest,
    shilas: parseQuantity(shilas),
    ...(isBusiness ? { businessName, businessLogoUrl, website } : {}),
    isAnonymous: values.showInContributors && isAnonymous,
  };
}

/** The shared rules of spec section 5, applied to what the form holds. */
export const donationFormSchema = z.pipe(
  z.transform((values) => toRequestInput(values as DonationFormValues)),
  donationRequestSchema,
);

export function parseDonationForm(values: DonationFormValues): DonationRequest {
  return donationRequestSchema.parse(toRequestInput(values));
}
