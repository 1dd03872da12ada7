import { TRUST } from '@temple/shared/core';
import type { LegalContent } from '../legal-content';

export const DISCLAIMER: LegalContent = {
  title: 'Disclaimer',
  intro: `The information on this website is published by ${TRUST.trustName} in good faith, for devotees, donors and partners.`,
  sections: [
    {
      id: 'information',
      heading: 'Information on the site',
      paragraphs: [
        'We try to keep facts, figures, dates and images up to date, but construction plans, timelines and event dates can change. Artist’s impressions and illustrations are indicative and may differ from the finished temple.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'No professional advice',
      paragraphs: [
        'Notes on tax benefits are general information, not tax or legal advice. Please consult a qualified adviser about your own situation.',
      ],
    },
    {
      id: 'spiritual-content',
      heading: 'Spiritual content',
      paragraphs: [
        'Verses, blessings and descriptions of sevas are shared in a devotional spirit. They are not promises of any particular material or spiritual result.',
      ],
    },
    {
      id: 'external-links',
      heading: 'Links to other websites',
      paragraphs: [
        'Links to social networks, the payment provider or other sites are given for convenience. The trust is not responsible for their content or their privacy practices.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability',
      paragraphs: [
        'We aim to keep the site available at all times but cannot guarantee that it will be free of interruptions or errors.',
      ],
    },
  ],
};
