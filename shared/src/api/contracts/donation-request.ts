import { z } from 'zod';
import { FIELD_LIMITS } from '../../constants/limits';
import { PAYMENT_TYPES, QUANTITY_MAX, QUANTITY_MIN } from '../../constants/payment-types';

/**
 * The donation form and the create-donation request, with every rule and message of
 * spec section 5. The same schema validates the form in the browser and the request
 * on the server, so both say the same words.
 */

export const DONATION_MESSAGES = {
  shilasMin: 'Must be at least 1',
  shilasMax: 'Maximum 1000 allowed',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name too long',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid 10-digit Indian mobile number',
  addressRequired: 'Address is required',
  addressMin: 'Address must be at least 5 characters',
  addressMax: 'Address too long',
  pincodeRequired: 'Pincode is required',
  pincodeLength: 'Pincode must be 6 digits',
  pincodeValid: 'Enter a valid 6-digit Pincode',
  cityRequired: 'City is required',
  cityMax: 'City too long',
  cityValid: 'Enter a valid city name',
  countryRequired: 'Country is required',
  profilePictureUrl: 'Please enter a valid profile picture URL',
  businessLogoUrl: 'Please enter a valid business logo URL',
  website: 'Please enter a valid website URL',
  pan: 'Please enter a valid PAN number',
  businessNameMax: 'Business name too long',
  messageMax: 'Message too long',
  bhogDateRequired: 'Please select an Amrit Bhog date.',
  sqUnitsRequired: 'Please specify area in sq. unit for Rangamandap',
  shilasRequired: 'Please specify number of shilas for Shiladaan',
} as const;

const PHONE_PATTERN = /^[6-9]\d{9}$/;
const PINCODE_DIGITS = /^\d{6}$/;
const PINCODE_VALID = /^[1-9]\d{5}$/;
const CITY_PATTERN = /^[\p{L}\p{M}\s.'-]+$/u;
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const HTTP_URL = /^https?:\/\/\S+$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An optional text: blank becomes absent, so "" is never sent (spec section 3). */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

function optionalUrl(message: string) {
  return optionalText(z.string().trim().regex(HTTP_URL, message));
}

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);

const donationFields = {
  shilas: z
    .number({ error: DONATION_MESSAGES.shilasMin })
    .int(DONATION_MESSAGES.shilasMin)
    .min(QUANTITY_MIN, DONATION_MESSAGES.shilasMin)
    .max(QUANTITY_MAX, DONATION_MESSAGES.shilasMax)
    .optional(),
  bhogDate: optionalText(z.string().regex(ISO_DATE, DONATION_MESSAGES.bhogDateRequired)),
  donorName: z
    .string({ error: DONATION_MESSAGES.nameMin })
    .trim()
    .min(FIELD_LIMITS.nameMin, DONATION_MESSAGES.nameMin)
    .max(FIELD_LIMITS.nameMax, DONATION_MESSAGES.nameMax),
  donorEmail: z.string({ error: DONATION_MESSAGES.email }).trim().pipe(z.email(DONATION_MESSAGES.email)),
  donorPhone: z
    .string({ error: DONATION_MESSAGES.phone })
    .trim()
    .regex(PHONE_PATTERN, DONATION_MESSAGES.phone),
  address: z
    .string({ error: DONATION_MESSAGES.addressRequired })
    .trim()
    .min(1, DONATION_MESSAGES.addressRequired)
    .min(FIELD_LIMITS.addressMin, DONATION_MESSAGES.addressMin)
    .max(FIELD_LIMITS.addressMax, DONATION_MESSAGES.addressMax),
  pincode: z
    .string({ error: DONATION_MESSAGES.pincodeRequired })
    .trim()
    .min(1, DONATION_MESSAGES.pincodeRequired)
    .regex(PINCODE_DIGITS, DONATION_MESSAGES.pincodeLength)
    .regex(PINCODE_VALID, DONATION_MESSAGES.pincodeValid),
  city: z
    .string({ error: DONATION_MESSAGES.cityRequired })
    .trim()
    .min(1, DONATION_MESSAGES.cityRequired)
    .min(FIELD_LIMITS.cityMin, DONATION_MESSAGES.cityValid)
    .max(FIELD_LIMITS.cityMax, DONATION_MESSAGES.cityMax)
    .regex(CITY_PATTERN, DONATION_MESSAGES.cityValid),
  country: z
    .string({ error: DONATION_MESSAGES.countryRequired })
    .trim()
    .min(1, DONATION_MESSAGES.countryRequired),
  profilePictureUrl: optionalUrl(DONATION_MESSAGES.profilePictureUrl),
  businessLogoUrl: optionalUrl(DONATION_MESSAGES.businessLogoUrl),
  website: optionalUrl(DONATION_MESSAGES.website),
  pan: optionalText(
    z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(PAN_PATTERN, DONATION_MESSAGES.pan)),
  ),
  businessName: optionalText(
    z.string().trim().max(FIELD_LIMITS.businessNameMax, DONATION_MESSAGES.businessNameMax),
  ),
  paymentType: paymentTypeSchema.default('DONATION'),
  message: optionalText(z.string().trim().max(FIELD_LIMITS.messageMax, DONATION_MESSAGES.messageMax)),
  isAnonymous: z.boolean().default(false),
};

type DonationShape = z.infer<z.ZodObject<typeof donationFields>>;

/** The conditional rules: a date for Amrit Bhog, a quantity for the others. */
function requireQuantityOrDate(value: DonationShape, ctx: z.RefinementCtx) {
  if (value.paymentType === 'BHOG') {
    if (!value.bhogDate) {
      ctx.addIssue({ code: 'custom', path: ['bhogDate'], message: DONATION_MESSAGES.bhogDateRequired });
    }
    return;
  }
  if (value.shilas === undefined || value.shilas <= 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['shilas'],
      message:
        value.paymentType === 'RANGAMANDAP'
          ? DONATION_MESSAGES.sqUnitsRequired
          : DONATION_MESSAGES.shilasRequired,
    });
  }
}

/** Validates what a donor typed, and what arrives at POST /api/v2/donations. */
export const donationRequestSchema = z
  .object({ ...donationFields, country: donationFields.country.default('India') })
  .superRefine(requireQuantityOrDate);

export type DonationRequestInput = z.input<typeof donationRequestSchema>;
export type DonationRequest = z.output<typeof donationRequestSchema>;

/**
 * The sending rules of spec section 3: Amrit Bhog always sends one unit, the other
 * types never send a date, and absent optionals stay absent.
 */
export function toDonationPayload(request: DonationRequest): DonationRequest {
  const payload: DonationRequest = { ...request };
  if (payload.paymentType === 'BHOG') {
    payload.shilas = 1;
  } else {
    delete payload.bhogDate;
  }
  for (const key of Object.keys(payload) as (keyof DonationRequest)[]) {
    if (payload[key] === undefined) delete payload[key];
  }
  return payload;
}

export const createDonationDataSchema = z.object({
  donationId: z.string(),
  paymentUrl: z.string().optional().nullable(),
  merchantOrderId: z.string().optional(),
  amount: z.number().optional(),
});
export type CreateDonationData = z.infer<typeof createDonationDataSchema>;
