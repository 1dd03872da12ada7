import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../../constants/limits';
import { PAYMENT_TYPES, QUANTITY_MAX, QUANTITY_MIN } from '../../constants/payment-types';
import { blankAsAbsent } from './blank-as-absent';
import { multiLine, noStrayMarks, oneLine, visible } from './text-rules';

/**
 * The donation form and the create-donation request, with every rule and message of
 * spec section 5. The same schema validates the form in the browser and the request
 * on the server, so both say the same words.
 */

export const DONATION_MESSAGES = {
  shilasMin: 'Must be at least 1',
  shilasMax: 'Maximum 1000 allowed',
  /** Not in the spec, whose form had no way to type a fraction: "at least 1" would not say what is wrong with 2.5. */
  shilasWhole: 'Must be a whole number',
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
  countryMax: 'Country too long',
  countryValid: 'Enter a valid country name',
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
/** Letters, spaces, hyphen, dot, apostrophe (spec): a space, not a line break or other blank. */
const CITY_PATTERN = /^[\p{L}\p{M} .'-]+$/u;
/** Either case (the form upper-cases it); without the `u` flag, no other letter matches an ASCII one. */
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/i;
const COUNTRY_PATTERN = /^[\p{L}\p{M} .'(),&-]+$/u;
/** An http(s) address with no blank, double quote, angle bracket, backtick or backslash: safe in any HTML attribute. */
const HTTP_URL = /^https?:\/\/[^\s"<>`\\]+$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The longest country name in use ("United Kingdom of Great Britain and Northern Ireland") fits. */
const COUNTRY_MAX_LENGTH = 56;
/** An e-mail address is at most 254 characters (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;
const URL_MAX_LENGTH = 2048;

function optionalUrl(message: string) {
  return blankAsAbsent(
    z.string().check(z.trim(), z.maxLength(URL_MAX_LENGTH, message), z.regex(HTTP_URL, message)),
  );
}

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);

const donationFields = {
  shilas: z.optional(
    z
      .number({ error: DONATION_MESSAGES.shilasWhole })
      .check(
        z.int(DONATION_MESSAGES.shilasWhole),
        z.minimum(QUANTITY_MIN, DONATION_MESSAGES.shilasMin),
        z.maximum(QUANTITY_MAX, DONATION_MESSAGES.shilasMax),
      ),
  ),
  bhogDate: blankAsAbsent(z.string().check(z.regex(ISO_DATE, DONATION_MESSAGES.bhogDateRequired))),
  donorName: z
    .string({ error: DONATION_MESSAGES.nameMin })
    .check(
      z.trim(),
      z.minLength(FIELD_LIMITS.nameMin, DONATION_MESSAGES.nameMin),
      z.maxLength(FIELD_LIMITS.nameMax, DONATION_MESSAGES.nameMax),
      oneLine(),
      visible(),
      noStrayMarks(),
    ),
  donorEmail: z.pipe(
    z
      .string({ error: DONATION_MESSAGES.email })
      .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, DONATION_MESSAGES.email)),
    z.email(DONATION_MESSAGES.email),
  ),
  donorPhone: z
    .string({ error: DONATION_MESSAGES.phone })
    .check(z.trim(), z.regex(PHONE_PATTERN, DONATION_MESSAGES.phone)),
  address: z
    .string({ error: DONATION_MESSAGES.addressRequired })
    .check(
      z.trim(),
      z.minLength(1, DONATION_MESSAGES.addressRequired),
      z.minLength(FIELD_LIMITS.addressMin, DONATION_MESSAGES.addressMin),
      z.maxLength(FIELD_LIMITS.addressMax, DONATION_MESSAGES.addressMax),
      multiLine(),
      visible(),
      noStrayMarks(),
    ),
  pincode: z
    .string({ error: DONATION_MESSAGES.pincodeRequired })
    .check(
      z.trim(),
      z.minLength(1, DONATION_MESSAGES.pincodeRequired),
      z.regex(PINCODE_DIGITS, DONATION_MESSAGES.pincodeLength),
      z.regex(PINCODE_VALID, DONATION_MESSAGES.pincodeValid),
    ),
  city: z
    .string({ error: DONATION_MESSAGES.cityRequired })
    .check(
      z.trim(),
      z.minLength(1, DONATION_MESSAGES.cityRequired),
      z.minLength(FIELD_LIMITS.cityMin, DONATION_MESSAGES.cityValid),
      z.maxLength(FIELD_LIMITS.cityMax, DONATION_MESSAGES.cityMax),
      z.regex(CITY_PATTERN, DONATION_MESSAGES.cityValid),
      noStrayMarks(),
    ),
  country: z
    .string({ error: DONATION_MESSAGES.countryRequired })
    .check(
      z.trim(),
      z.minLength(1, DONATION_MESSAGES.countryRequired),
      z.maxLength(COUNTRY_MAX_LENGTH, DONATION_MESSAGES.countryMax),
      z.regex(COUNTRY_PATTERN, DONATION_MESSAGES.countryValid),
      noStrayMarks(),
    ),
  profilePictureUrl: optionalUrl(DONATION_MESSAGES.profilePictureUrl),
  businessLogoUrl: optionalUrl(DONATION_MESSAGES.businessLogoUrl),
  website: optionalUrl(DONATION_MESSAGES.website),
  // Checked as typed, then upper-cased: upper-casing first would turn a mistyped "ß" or "ſ" into ASCII letters of another PAN.
  pan: blankAsAbsent(
    z.pipe(
      z.string().check(z.trim(), z.regex(PAN_PATTERN, DONATION_MESSAGES.pan)),
      z.transform((value) => value.toUpperCase()),
    ),
  ),
  businessName: blankAsAbsent(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(FIELD_LIMITS.businessNameMax, DONATION_MESSAGES.businessNameMax),
        oneLine(),
        visible(),
        noStrayMarks(),
      ),
  ),
  paymentType: z._default(paymentTypeSchema, 'DONATION'),
  message: blankAsAbsent(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(FIELD_LIMITS.messageMax, DONATION_MESSAGES.messageMax),
        multiLine(),
        visible(),
        noStrayMarks(),
      ),
  ),
  isAnonymous: z._default(z.boolean(), false),
  /** Consent to be named among contributors (as "Anonymous" with isAnonymous); off unless given. */
  showInContributors: z._default(z.boolean(), false),
};

type DonationShape = z.infer<z.ZodMiniObject<typeof donationFields>>;

/** The conditional rules: a date for Amrit Bhog, a quantity for the others. */
function requireQuantityOrDate(value: DonationShape, ctx: z.core.$RefinementCtx<DonationShape>) {
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
  .object({ ...donationFields, country: z._default(donationFields.country, 'India') })
  .check(z.superRefine(requireQuantityOrDate));

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
  /** The provider's checkout page: only an http(s) address is ever followed. */
  paymentUrl: z.nullable(z.optional(z.url({ protocol: /^https?$/ }))),
  merchantOrderId: z.optional(z.string()),
  amount: z.optional(z.number()),
});
export type CreateDonationData = z.infer<typeof createDonationDataSchema>;
