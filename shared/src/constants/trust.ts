/**
 * Who the site speaks for. One place for the trust's public identity, used by the
 * header, footer, legal pages, CSR page, receipts and the contributor tabs.
 */
export const TRUST = {
  templeName: 'Sri Mandir',
  trustName: 'Sri Mandir Nirman Trust & Charitable Society',
  shortName: 'Sri Mandir Trust',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  address: 'Sri Mandir Campus, 42 Kanakapura Road, Bengaluru, Karnataka 560062, India',
  email: 'seva@srimandir.org',
  csrEmail: 'csr@srimandir.org',
  phone: '+91 80 4567 8900',
  phoneHref: 'tel:+918045678900',
  about:
    'Sri Mandir Nirman Trust is building a stone temple in Bengaluru as a home for worship, learning and seva, funded entirely by devotees and partners.',
  social: {
    instagram: 'https://www.instagram.com/srimandir',
    facebook: 'https://www.facebook.com/srimandir',
    youtube: 'https://www.youtube.com/@srimandir',
    whatsappShare:
      'https://wa.me/?text=Support%20the%20Sri%20Mandir%20temple%20construction%20https%3A%2F%2Fsrimandir.org',
  },
} as const;

/** Temple facts quoted across the site (spec section 9). */
export const TEMPLE_FACTS = {
  totalAreaSqFt: 25000,
  completion: 'December 2027',
  budgetCrore: 75,
  rangamandapSqFt: 7000,
  sacredUnits: 84000,
  shikharHeightFt: 72,
  stoneEstimateCrore: '20-22',
} as const;

/** Legal pages carry this date. */
export const LEGAL_LAST_UPDATED = '15 October 2025';
