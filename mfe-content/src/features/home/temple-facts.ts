import { formatIndianNumber, TEMPLE_FACTS } from '@temple/shared/core';

/**
 * The three facts of the hero (spec section 2). The unit is kept whole by an unbreakable
 * space, and may go below its number: a third of a small phone's width is too narrow for both.
 */
export const HERO_FACTS = [
  { value: `${formatIndianNumber(TEMPLE_FACTS.totalAreaSqFt)} sq.\u00a0ft.`, label: 'Total area' },
  { value: TEMPLE_FACTS.completion, label: 'End date' },
  { value: `₹${TEMPLE_FACTS.budgetCrore} Crore`, label: 'Total budget' },
] as const;
