import { donationTotal, isPaymentType, QUICK_QUANTITIES, UNIT_PRICE } from './payment-types';

describe('business constants of spec section 9', () => {
  it('prices each unit', () => {
    expect(UNIT_PRICE).toEqual({ DONATION: 11000, RANGAMANDAP: 2100, BHOG: 21000 });
  });

  it('offers the quick amounts of each type', () => {
    expect(QUICK_QUANTITIES.DONATION).toEqual([11, 5, 2, 1]);
    expect(QUICK_QUANTITIES.RANGAMANDAP).toEqual([51, 21, 11, 1]);
    expect(QUICK_QUANTITIES.BHOG).toEqual([1]);
  });

  it('totals quantity times unit price, and a fixed price for Amrit Bhog', () => {
    expect(donationTotal('DONATION', 5)).toBe(55000);
    expect(donationTotal('RANGAMANDAP', 21)).toBe(44100);
    expect(donationTotal('BHOG', 3)).toBe(21000);
  });

  it('recognises only the three payment types', () => {
    expect(isPaymentType('BHOG')).toBe(true);
    expect(isPaymentType('bhog')).toBe(false);
    expect(isPaymentType(undefined)).toBe(false);
  });
});
