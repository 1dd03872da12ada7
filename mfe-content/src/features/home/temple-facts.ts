import { formatIndianNumber, TEMPLE_FACTS } from '@temple/shared/core';

/** The three facts of the hero (spec section 2). */
export const HERO_FACTS = [
  { value: `${formatIndianNumber(TEMPLE_FACTS.totalAreaSqFt)} sq. ft.`, label: 'Total area' },
  { value: TEMPLE_FACTS.completion, label: 'End date' },
  { value: `₹${TEMPLE_FACTS.budgetCrore} Crore`, label: 'Total budget' },
] as const;
