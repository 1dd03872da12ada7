import { DONATION_MESSAGES, toDonationPayload } from '@temple/shared';
import {
  type DonationFormValues,
  donationFormSchema,
  initialDonationValues,
  parseDonationForm,
} from './donation-form-values';
import { describeQuantity, formTotal } from './quantity';

const VALID: DonationFormValues = {
  ...initialDonationValues('DONATION', 2),
  donorName: 'Asha Rao',
  donorEmail: 'asha@example.org',
  donorPhone: '9876543210',
  address: '12 Temple Street',
  pincode: '560062',
  city: 'Bengaluru',
};

/** The form's first message for a field, as the dialog shows it. */
function messageFor(field: string, overrides: Partial<DonationFormValues>): string | undefined {
  const result = donationFormSchema.safeParse({ ...VALID, ...overrides });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const text = (length: number) => 'a'.repeat(length);

describe('donor form rules (spec section 5)', () => {
  it('accepts a complete donor', () => {
    expect(donationFormSchema.safeParse(VALID).success).toBe(true);
  });

  it.each([
    ['shilas', { shilas: '0' }, DONATION_MESSAGES.shilasMin],
    ['shilas', { shilas: '-5' }, 'Must be at least 1'],
    ['shilas', { shilas: '1' }, undefined],
    ['shilas', { shilas: '1000' }, undefined],
    ['shilas', { shilas: '1001' }, 'Maximum 1000 allowed'],
    // Number() would read these as 100 and 16: a quantity is written in digits only, as text is.
    ['shilas', { shilas: '1e2' }, 'Must be a whole number'],
    ['shilas', { shilas: '0x10' }, 'Must be a whole number'],
    ['shilas', { shilas: 'five' }, 'Must be a whole number'],
    ['shilas', { shilas: '1,000' }, undefined],
    ['shilas', { shilas: '1,001' }, 'Maximum 1000 allowed'],
    ['shilas', { shilas: '1,0' }, 'Must be a whole number'],
    ['shilas', { shilas: '2.5' }, DONATION_MESSAGES.shilasWhole],
    ['shilas', { shilas: '' }, 'Please specify number of shilas for Shiladaan'],
    ['shilas', { paymentType: 'RANGAMANDAP', shilas: '' }, 'Please specify area in sq. unit for Rangamandap'],
    ['bhogDate', { paymentType: 'BHOG', bhogDate: '' }, 'Please select an Amrit Bhog date.'],
    ['donorName', { donorName: ' a ' }, 'Name must be at least 2 characters'],
    ['donorName', { donorName: 'ab' }, undefined],
    ['donorName', { donorName: text(100) }, undefined],
    ['donorName', { donorName: text(101) }, 'Name too long'],
    ['donorEmail', { donorEmail: 'asha@' }, 'Please enter a valid email address'],
    ['donorEmail', { donorEmail: ' asha@example.org ' }, undefined],
    ['donorPhone', { donorPhone: '5876543210' }, 'Please enter a valid 10-digit Indian mobile number'],
    ['donorPhone', { donorPhone: '987654321' }, 'Please enter a valid 10-digit Indian mobile number'],
    ['donorPhone', { donorPhone: '6000000000' }, undefined],
    ['address', { address: '' }, 'Address is required'],
    ['address', { address: 'abcd' }, 'Address must be at least 5 characters'],
    ['address', { address: text(5) }, undefined],
    ['address', { address: text(200) }, undefined],
    ['address', { address: text(201) }, 'Address too long'],
    ['pincode', { pincode: '' }, 'Pincode is required'],
    ['pincode', { pincode: '56006' }, 'Pincode must be 6 digits'],
    ['pincode', { pincode: '012345' }, 'Enter a valid 6-digit Pincode'],
    ['city', { city: '' }, 'City is required'],
    ['city', { city: 'B' }, 'Enter a valid city name'],
    ['city', { city: 'Bengaluru 1' }, 'Enter a valid city name'],
    ['city', { city: "St. John's-Wood" }, undefined],
    ['city', { city: text(101) }, 'City too long'],
    ['country', { country: ' ' }, 'Country is required'],
    ['profilePictureUrl', { profilePictureUrl: 'ftp://x' }, 'Please enter a valid profile picture URL'],
    ['profilePictureUrl', { profilePictureUrl: 'https://x.org/a.png' }, undefined],
    [
      'businessLogoUrl',
      { isBusiness: true, businessLogoUrl: 'logo.png' },
      'Please enter a valid business logo URL',
    ],
    ['website', { isBusiness: true, website: 'www.x.org' }, 'Please enter a valid website URL'],
    ['website', { isBusiness: true, website: 'http://x.org' }, undefined],
    ['pan', { pan: 'ABCDE1234' }, 'Please enter a valid PAN number'],
    ['pan', { pan: 'abcde1234f' }, undefined],
    ['businessName', { isBusiness: true, businessName: text(200) }, undefined],
    ['businessName', { isBusiness: true, businessName: text(201) }, 'Business name too long'],
    ['message', { message: text(500) }, undefined],
    ['message', { message: text(501) }, 'Message too long'],
  ] as [string, Partial<DonationFormValues>, string | undefined][])(
    '%s %o -> %s',
    (field, overrides, message) => {
      expect(messageFor(field, overrides)).toBe(message);
    },
  );
});

describe('what is sent (spec section 3)', () => {
  it('leaves empty optionals out and upper-cases PAN', () => {
    expect(toDonationPayload(parseDonationForm({ ...VALID, pan: 'abcde1234f', message: '  ' }))).toEqual({
      paymentType: 'DONATION',
      shilas: 2,
      donorName: 'Asha Rao',
      donorEmail: 'asha@example.org',
      donorPhone: '9876543210',
      address: '12 Temple Street',
      pincode: '560062',
      city: 'Bengaluru',
      country: 'India',
      pan: 'ABCDE1234F',
      isAnonymous: false,
      showInContributors: false,
    });
  });

  it('lists a donor only with consent, and as Anonymous only when they also ask for it', () => {
    const sent = (choice: Partial<typeof VALID>) => {
      const { showInContributors, isAnonymous } = toDonationPayload(
        parseDonationForm({ ...VALID, ...choice }),
      );
      return { showInContributors, isAnonymous };
    };
    expect(sent({})).toEqual({ showInContributors: false, isAnonymous: false });
    expect(sent({ showInContributors: true })).toEqual({ showInContributors: true, isAnonymous: false });
    expect(sent({ showInContributors: true, isAnonymous: true })).toEqual({
      showInContributors: true,
      isAnonymous: true,
    });
    // "Anonymous" without consent to be listed at all publishes nothing either.
    expect(sent({ isAnonymous: true })).toEqual({ showInContributors: false, isAnonymous: false });
  });

  it('sends business fields only for a business donation', () => {
    const business = { businessName: 'Rao Textiles', website: 'https://rao.example' };
    expect(parseDonationForm({ ...VALID, ...business })).not.toHaveProperty('businessName');
    expect(parseDonationForm({ ...VALID, ...business, isBusiness: true })).toMatchObject(business);
  });

  it('sends one unit and the date for Amrit Bhog, and no date otherwise', () => {
    const bhog = parseDonationForm({ ...VALID, paymentType: 'BHOG', shilas: '9', bhogDate: '2026-12-24' });
    expect(toDonationPayload(bhog)).toMatchObject({ paymentType: 'BHOG', shilas: 1, bhogDate: '2026-12-24' });
    const shila = parseDonationForm({ ...VALID, bhogDate: '2026-12-24' });
    expect(toDonationPayload(shila)).not.toHaveProperty('bhogDate');
  });
});

describe('totals', () => {
  it('multiplies quantity by the unit price; Amrit Bhog is fixed', () => {
    expect(formTotal('DONATION', '5')).toBe(55000);
    expect(formTotal('RANGAMANDAP', '21')).toBe(44100);
    expect(formTotal('BHOG', '4')).toBe(21000);
  });

  it('has no total while the quantity is not 1 to 1000', () => {
    expect(formTotal('DONATION', '')).toBeUndefined();
    expect(formTotal('DONATION', '1001')).toBeUndefined();
    expect(formTotal('DONATION', '1.5')).toBeUndefined();
    expect(formTotal('DONATION', '1e2')).toBeUndefined();
  });

  it('reads a quantity written with a thousands separator', () => {
    expect(formTotal('DONATION', '1,000')).toBe(11000000);
  });

  it('names the units', () => {
    expect(describeQuantity('DONATION', 1)).toBe('1 Shila');
    expect(describeQuantity('RANGAMANDAP', 21)).toBe('21 sq. units');
  });
});
