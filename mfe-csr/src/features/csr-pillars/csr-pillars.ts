export interface CsrPillar {
  title: string;
  description: string;
  /** Sevas of the temple a partner's contribution goes to. */
  sevas: readonly string[];
}

/** The seven pillars a CSR partnership can fund (spec section 2). */
export const CSR_PILLARS: readonly CsrPillar[] = [
  {
    title: 'Food & Nourishment',
    description:
      'Wholesome prasad and annadanam for devotees, pilgrims and families in need, cooked fresh in the temple kitchen.',
    sevas: ['Amrit Bhog', 'Annadanam', 'Festival prasad'],
  },
  {
    title: 'Education',
    description:
      'Scholarships, Sanskrit and value-education classes, and learning support for children of the community.',
    sevas: ['Vidya Daan', 'Scholarships', 'Temple library'],
  },
  {
    title: 'Healthcare',
    description:
      'Free health camps, medicines and first aid for pilgrims, elders and families living nearby.',
    sevas: ['Health camps', 'Aushadhi Seva', 'Blood donation drives'],
  },
  {
    title: 'Environment',
    description:
      'A green campus: rainwater harvesting, tree planting, solar power and plastic-free premises.',
    sevas: ['Vriksha Ropan', 'Jal Sanchay', 'Solar Seva'],
  },
  {
    title: 'Cultural & Spiritual',
    description:
      'A stone temple built in the traditional way, and the crafts, music and festivals that keep the heritage alive.',
    sevas: ['Shiladaan', 'Rangamandap', 'Utsav Seva'],
  },
  {
    title: 'Public Institutions',
    description:
      'Shared spaces open to every visitor: halls, drinking water, sanitation and rest areas for pilgrims.',
    sevas: ['Rangamandap', 'Jal Seva', 'Yatri facilities'],
  },
  {
    title: 'Relief & Disaster Response',
    description: 'Food, shelter and essentials for families hit by floods, drought and other emergencies.',
    sevas: ['Relief kits', 'Community kitchen', 'Shelter support'],
  },
];
