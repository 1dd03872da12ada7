import { formatIndianNumber, TEMPLE_FACTS } from '@temple/shared/core';

export interface Highlight {
  value: string;
  label: string;
}

/** The twelve highlights of the About section (spec section 2). */
export const TEMPLE_HIGHLIGHTS: readonly Highlight[] = [
  { value: 'Sompura shilpis', label: 'Architect: a family of traditional temple architects' },
  { value: 'Pink sandstone', label: 'Stone: hand-carved, built without steel' },
  { value: '3 shikhars', label: 'Spires crowning the sanctums' },
  { value: `${TEMPLE_FACTS.shikharHeightFt} ft`, label: 'Height of the main shikhar' },
  { value: '8 pillars', label: 'Carved pillars around the sanctum' },
  { value: '3 gates', label: 'Ornate entrance gateways' },
  {
    value: `${formatIndianNumber(TEMPLE_FACTS.rangamandapSqFt)}\u00a0sq.\u00a0ft.`,
    label: 'Rangamandap, the ceremonial hall',
  },
  { value: '5 entry chowkis', label: 'Pillared porches at the entrances' },
  { value: '2,910\u00a0sq.\u00a0ft.', label: 'Garbha griha, the sanctum, in all' },
  { value: '1,210\u00a0sq.\u00a0ft.', label: 'Main garbha griha' },
  { value: '850\u00a0sq.\u00a0ft.', label: 'North garbha griha' },
  { value: '850\u00a0sq.\u00a0ft.', label: 'South garbha griha' },
];
