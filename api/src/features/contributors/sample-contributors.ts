import type { PaymentType } from '@temple/shared/contracts';

export interface SampleContributor {
  name: string;
  city: string;
  country: string;
  paymentType: PaymentType;
  /** Shilas, sq. units, or 1 for Amrit Bhog. */
  quantity: number;
  anonymous?: boolean;
  daysAgo: number;
}

/**
 * Sample contributors for a new embedded database, so every contributor tab has content:
 * Bengaluru, other Indian cities, abroad; all three sevas; some above the highlight
 * thresholds (5 Shilas, 25 sq. units). Stored with is_sample = true and example.org e-mails.
 */
export const SAMPLE_CONTRIBUTORS: readonly SampleContributor[] = [
  {
    name: 'Ramesh Iyer',
    city: 'Bengaluru',
    country: 'India',
    paymentType: 'DONATION',
    quantity: 11,
    daysAgo: 2,
  },
  {
    name: 'Lakshmi Narayan',
    city: 'Bengaluru',
    country: 'India',
    paymentType: 'RANGAMANDAP',
    quantity: 51,
    daysAgo: 4,
  },
  {
    name: 'Suresh Gowda',
    city: 'Bengaluru',
    country: 'India',
    paymentType: 'DONATION',
    quantity: 1,
    daysAgo: 6,
  },
  {
    name: 'Anonymous devotee',
    city: 'Bengaluru',
    country: 'India',
    paymentType: 'BHOG',
    quantity: 1,
    anonymous: true,
    daysAgo: 8,
  },
  {
    name: 'Kavya Hegde',
    city: 'Mysuru',
    country: 'India',
    paymentType: 'RANGAMANDAP',
    quantity: 11,
    daysAgo: 10,
  },
  {
    name: 'Arjun Mehta',
    city: 'Mumbai',
    country: 'India',
    paymentType: 'DONATION',
    quantity: 5,
    daysAgo: 12,
  },
  {
    name: 'Priya Sharma',
    city: 'New Delhi',
    country: 'India',
    paymentType: 'DONATION',
    quantity: 2,
    daysAgo: 15,
  },
  {
    name: 'Venkatesh Rao',
    city: 'Hyderabad',
    country: 'India',
    paymentType: 'RANGAMANDAP',
    quantity: 25,
    daysAgo: 18,
  },
  {
    name: 'Meenakshi Sundaram',
    city: 'Chennai',
    country: 'India',
    paymentType: 'BHOG',
    quantity: 1,
    daysAgo: 21,
  },
  {
    name: 'Rohit Deshpande',
    city: 'Pune',
    country: 'India',
    paymentType: 'DONATION',
    quantity: 1,
    daysAgo: 25,
  },
  {
    name: 'Ananya Krishnan',
    city: 'San Jose',
    country: 'United States',
    paymentType: 'DONATION',
    quantity: 21,
    daysAgo: 28,
  },
  {
    name: 'Vikram Patel',
    city: 'London',
    country: 'United Kingdom',
    paymentType: 'RANGAMANDAP',
    quantity: 21,
    daysAgo: 33,
  },
  {
    name: 'Deepa Nair',
    city: 'Dubai',
    country: 'United Arab Emirates',
    paymentType: 'DONATION',
    quantity: 5,
    daysAgo: 38,
  },
  {
    name: 'Srinivas Murthy',
    city: 'Singapore',
    country: 'Singapore',
    paymentType: 'BHOG',
    quantity: 1,
    daysAgo: 44,
  },
  {
    name: 'Harini Subramanian',
    city: 'Toronto',
    country: 'Canada',
    paymentType: 'RANGAMANDAP',
    quantity: 5,
    daysAgo: 52,
  },
  {
    name: 'Anonymous',
    city: 'Sydney',
    country: 'Australia',
    paymentType: 'DONATION',
    quantity: 2,
    anonymous: true,
    daysAgo: 60,
  },
];
