import { formatIndianNumber, TEMPLE_FACTS } from '@temple/shared/core';

/** The three facts of the hero (spec section 2); a unit is joined to its number by unbreakable spaces. */
export const HERO_FACTS = [
  { value: `${formatIndianNumber(TEMPLE_FACTS.totalAreaSqFt)}\u00a0sq.\u00a0ft.`, label: 'Total area' },
  { value: TEMPLE_FACTS.completion, label: 'End date' },
  { value: `₹${TEMPLE_FACTS.budgetCrore} Crore`, label: 'Total budget' },
] as const;
