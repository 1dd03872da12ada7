import type { Contributor } from '@temple/shared';
import { filterContributors, isHighlight } from './contributor-filters';

const person = (overrides: Partial<Contributor>): Contributor => ({
  id: overrides.donorName ?? 'x',
  donorName: 'Devotee',
  location: '',
  amount: 11000,
  paymentType: 'DONATION',
  ...overrides,
});

const CITY = person({ donorName: 'Asha', location: 'Bengaluru, Karnataka', countryCode: 'IN' });
const MUMBAI = person({ donorName: 'Ravi', location: 'Mumbai, Maharashtra', countryCode: 'IN' });
const PUNE = person({ donorName: 'Meera', location: 'Pune, India' });
const LONDON = person({ donorName: 'John', location: 'London, UK', countryCode: 'GB' });
const ALL = [CITY, MUMBAI, PUNE, LONDON];
const names = (list: Contributor[]) => list.map((contributor) => contributor.donorName);

describe('contributor tabs', () => {
  it('splits by the temple city, the rest of India and the world', () => {
    expect(names(filterContributors(ALL, 'all', ''))).toEqual(['Asha', 'Ravi', 'Meera', 'John']);
    expect(names(filterContributors(ALL, 'city', ''))).toEqual(['Asha']);
    expect(names(filterContributors(ALL, 'india', ''))).toEqual(['Ravi', 'Meera']);
    expect(names(filterContributors(ALL, 'international', ''))).toEqual(['John']);
  });

  it('files the city under its other name, Bangalore, in any case, and not under Rest of India', () => {
    const bangalore = [
      person({ donorName: 'Kiran', location: 'Bangalore, Karnataka', countryCode: 'IN' }),
      person({ donorName: 'Lata', location: 'BANGALORE' }),
      MUMBAI,
    ];
    expect(names(filterContributors(bangalore, 'city', ''))).toEqual(['Kiran', 'Lata']);
    expect(names(filterContributors(bangalore, 'india', ''))).toEqual(['Ravi']);
    expect(names(filterContributors(bangalore, 'international', ''))).toEqual([]);
  });

  it('searches names and locations within a tab, case-insensitive', () => {
    expect(names(filterContributors(ALL, 'all', 'mum'))).toEqual(['Ravi']);
    expect(names(filterContributors(ALL, 'india', 'ASHA'))).toEqual([]);
  });
});

describe('highlights', () => {
  it('needs 5 Shilas: amount / 11000, floored', () => {
    expect(isHighlight(person({ paymentType: 'DONATION', amount: 55000 }))).toBe(true);
    expect(isHighlight(person({ paymentType: 'DONATION', amount: 54999 }))).toBe(false);
  });

  it('needs 25 sq. units: amount / 2100, floored', () => {
    expect(isHighlight(person({ paymentType: 'RANGAMANDAP', amount: 52500 }))).toBe(true);
    expect(isHighlight(person({ paymentType: 'RANGAMANDAP', amount: 52499 }))).toBe(false);
  });

  it('never highlights Amrit Bhog', () => {
    expect(isHighlight(person({ paymentType: 'BHOG', amount: 210000 }))).toBe(false);
  });
});
