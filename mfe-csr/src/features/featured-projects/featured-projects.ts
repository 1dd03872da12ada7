export interface FeaturedProject {
  title: string;
  /** When it happens, e.g. "Every Purnima". */
  cadence: string;
  description: string;
  highlights: readonly string[];
  /** A page of the site about it, if there is one. */
  link?: { label: string; to: string };
}

/** The two projects a CSR partner can adopt as a whole (spec section 2). */
export const FEATURED_PROJECTS: readonly FeaturedProject[] = [
  {
    title: 'Amrit Bhog Seva',
    cadence: 'Monthly, on every Purnima',
    description:
      'On each full-moon day a sattvic prasad meal is offered to the deity and served to every devotee who comes.',
    highlights: [
      'Prasad for thousands of devotees',
      'Your organisation named on the day',
      'Photos and report after each Purnima',
    ],
    link: { label: 'About Amrit Bhog', to: '/amrit-bhog' },
  },
  {
    title: 'Spiritual Education & Youth',
    cadence: 'Weekly classes, all year',
    description:
      'Classes in Vedic chanting, the Gita and everyday values for children and young adults, led by mentors from the community.',
    highlights: ['Free for every student', 'Study material and scholarships', 'Yearly progress report'],
  },
];
