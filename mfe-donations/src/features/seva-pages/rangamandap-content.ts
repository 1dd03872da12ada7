import { RANGAMANDAP_PAGE_QUANTITY, UNIT_PRICE } from '@temple/shared';
import { formatIndianNumber, formatRupees, TEMPLE_FACTS, TRUST } from '@temple/shared/core';
import type { SevaPageContent } from './seva-page-content';

const unit = formatRupees(UNIT_PRICE.RANGAMANDAP);

export const RANGAMANDAP: SevaPageContent = {
  type: 'RANGAMANDAP',
  qty: RANGAMANDAP_PAGE_QUANTITY,
  hero: {
    eyebrow: 'Mandir Nirman Seva',
    title: 'Rangamandap: sponsor the ceremonial hall',
    subtitle: `Sponsor sq. units of the ${formatIndianNumber(TEMPLE_FACTS.rangamandapSqFt)} sq. ft. hall where devotees will gather for darshan, kirtan and festivals.`,
    actionLabel: 'Sponsor Sq. Units',
  },
  form: {
    title: 'Sponsor the Rangamandap',
    note: `One sq. unit is ${unit}. Five are suggested; choose any number.`,
  },
  about: {
    title: 'About the Rangamandap',
    paragraphs: [
      'The Rangamandap is the pillared ceremonial hall in front of the sanctum, where devotees gather for darshan, aarti, kirtan and the great festivals of the year.',
      `It spans ${formatIndianNumber(TEMPLE_FACTS.rangamandapSqFt)} sq. ft., divided into ${formatIndianNumber(TEMPLE_FACTS.sacredUnits)} sacred units, beneath a ${TEMPLE_FACTS.shikharHeightFt} ft Shikhar. Each unit you sponsor is a part of the floor on which generations of devotees will stand.`,
    ],
  },
  facts: [
    {
      value: `${formatIndianNumber(TEMPLE_FACTS.rangamandapSqFt)} sq.\u00a0ft.`,
      label: 'Rangamandap area',
    },
    { value: formatIndianNumber(TEMPLE_FACTS.sacredUnits), label: 'sacred units' },
    { value: `${TEMPLE_FACTS.shikharHeightFt} ft`, label: 'Shikhar height' },
    { value: unit, label: 'per sq. unit' },
  ],
  // "Same layout" as Shiladaan (spec section 2), its contributors placeholder included.
  contributorsSoon: true,
  faq: [
    {
      id: 'what-is',
      question: 'What is the Rangamandap?',
      answer:
        'The Rangamandap is the ceremonial hall of the temple, where devotees gather for darshan, kirtan and festivals.',
    },
    {
      id: 'cost',
      question: 'How much does one sq. unit cost?',
      answer: `The Rangamandap is sponsored at ${unit} per sq. unit. You may sponsor any number of sq. units.`,
    },
    {
      id: 'how-to-contribute',
      question: 'How do I sponsor sq. units?',
      answer: 'Choose the number of sq. units in the form on this page, fill in your details and pay online.',
    },
    {
      id: 'receipt-certificate',
      question: 'Will I receive a receipt and a certificate?',
      answer:
        'Yes. Your receipt, eligible for tax exemption under Section 80G, comes by e-mail once the payment succeeds, and can be downloaded from the payment status page. The certificate of your Rangamandap sponsorship is sent by the trust afterwards, separately.',
    },
    {
      id: 'in-memory',
      question: 'Can I dedicate my sponsorship in memory of someone?',
      answer:
        'Yes. Mention their name in the message field and your sponsorship will be dedicated in their memory.',
    },
    {
      id: 'visit-site',
      question: 'Can I visit the site?',
      answer: 'Yes. Contact the trust office to arrange a visit to the construction site.',
    },
    {
      id: 'group-sponsorship',
      question: 'Can a family or group sponsor together?',
      answer:
        'Yes. A family, group or organisation can sponsor together; one person fills in the form, and the group name can be given in the message.',
    },
    {
      id: 'name-in-records',
      question: 'Will my name be recorded?',
      answer:
        'Your name is kept in the temple’s records of Rangamandap sponsors. Your name appears among the contributors on this website only if you tick “Show my name among the contributors” in the form, and as “Anonymous” if you also choose that; without it nothing about you is shown.',
    },
    {
      id: 'minimum',
      question: 'Is there a minimum sponsorship?',
      answer: `One sq. unit (${unit}) is the smallest sponsorship; up to 1000 sq. units can be sponsored at once.`,
    },
    {
      id: 'other-support',
      question: 'How else can I support the temple?',
      answer:
        'You can offer Shilas through Shiladaan, sponsor an Amrit Bhog on a Purnima, or partner with us through CSR.',
    },
    {
      id: 'contact',
      question: 'Whom can I contact with questions?',
      answer: `Write to ${TRUST.email} or call ${TRUST.phone}.`,
    },
  ],
  closing: {
    title: 'Make room for every devotee',
    text: 'Sponsor a part of the hall where the whole community will gather.',
    actionLabel: 'Sponsor Now',
  },
};
