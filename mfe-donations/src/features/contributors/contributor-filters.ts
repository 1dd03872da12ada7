import {
  type Contributor,
  HIGHLIGHT_MIN_SHILAS,
  HIGHLIGHT_MIN_SQ_UNITS,
  TRUST,
  UNIT_PRICE,
} from '@temple/shared';

export const CONTRIBUTOR_TABS = [
  { value: 'all', label: 'All Cities' },
  { value: 'city', label: TRUST.city },
  { value: 'india', label: 'Rest of India' },
  { value: 'international', label: 'International' },
  { value: 'highlights', label: 'Highlights' },
] as const;
export type ContributorTab = (typeof CONTRIBUTOR_TABS)[number]['value'];

const contains = (text: string | null | undefined, part: string) =>
  (text ?? '').toLowerCase().includes(part.toLowerCase());

/** Other names donors type for a city: many still write Bangalore for Bengaluru. */
const OTHER_CITY_NAMES: Readonly<Record<string, readonly string[]>> = { Bengaluru: ['Bangalore'] };

/** The temple's city: the location names it, by either of its names. */
function isInTempleCity(contributor: Contributor): boolean {
  return [TRUST.city, ...(OTHER_CITY_NAMES[TRUST.city] ?? [])].some((name) =>
    contains(contributor.location, name),
  );
}

/** Rest of India: country code IN or a location naming India, but not the temple's city. */
function isRestOfIndia(contributor: Contributor): boolean {
  const inIndia = contributor.countryCode?.toUpperCase() === 'IN' || contains(contributor.location, 'India');
  return inIndia && !isInTempleCity(contributor);
}

/** A highlight: at least 5 Shilas (amount / 11000, floored) or 25 sq. units (amount / 2100, floored). */
export function isHighlight(contributor: Contributor): boolean {
  if (contributor.paymentType === 'DONATION') {
    return Math.floor(contributor.amount / UNIT_PRICE.DONATION) >= HIGHLIGHT_MIN_SHILAS;
  }
  if (contributor.paymentType === 'RANGAMANDAP') {
    return Math.floor(contributor.amount / UNIT_PRICE.RANGAMANDAP) >= HIGHLIGHT_MIN_SQ_UNITS;
  }
  return false;
}

function inTab(contributor: Contributor, tab: ContributorTab): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'city':
      return isInTempleCity(contributor);
    case 'india':
      return isRestOfIndia(contributor);
    case 'international':
      return !isInTempleCity(contributor) && !isRestOfIndia(contributor);
    case 'highlights':
      return isHighlight(contributor);
  }
}

/** Contributors of a tab whose name, location or description contains the search. */
export function filterContributors(
  contributors: readonly Contributor[],
  tab: ContributorTab,
  search: string,
): Contributor[] {
  const query = search.trim();
  return contributors.filter(
    (contributor) =>
      inTab(contributor, tab) &&
      (!query ||
        [contributor.donorName, contributor.location, contributor.donationDescription].some((text) =>
          contains(text, query),
        )),
  );
}
