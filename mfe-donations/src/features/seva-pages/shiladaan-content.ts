import { UNIT_PRICE } from '@temple/shared';
import { formatIndianNumber, formatRupees, TEMPLE_FACTS, TRUST } from '@temple/shared/core';
import type { SevaPageContent } from './seva-page-content';

const shila = formatRupees(UNIT_PRICE.DONATION);

export const SHILADAAN: SevaPageContent = {
  type: 'DONATION',
  qty: 1,
  hero: {
    eyebrow: 'Mandir Nirman Seva',
    title: 'Shiladaan: offer a sacred stone',
    subtitle: `Every Shila you offer becomes part of the stone temple rising in ${TRUST.city}, to stand for generations.`,
    actionLabel: 'Offer My Shila',
  },
  form: { title: 'Offer a Shila', note: `One Shila is ${shila}. Choose more, or a number of your own.` },
  about: {
    title: 'About Shiladaan',
    paragraphs: [
      'Shiladaan, the gift of stone, is among the oldest ways of taking part in building a temple. Each Shila is a hand-dressed block of stone that is set into the plinth, walls and shikhars of the Mandir.',
      `The temple is built entirely in stone, without steel, in the traditional Nagara style. The stone work alone is estimated at ₹${TEMPLE_FACTS.stoneEstimateCrore} crore, and every Shila offered by a devotee brings it closer.`,
      'Your offering is acknowledged with an 80G receipt, and with your consent your name is recorded among the temple’s contributors.',
    ],
  },
  facts: [
    { value: shila, label: 'per Shila' },
    { value: `₹${TEMPLE_FACTS.stoneEstimateCrore} Cr`, label: 'stone work estimate' },
    {
      value: `${formatIndianNumber(TEMPLE_FACTS.totalAreaSqFt)} sq.\u00a0ft.`,
      label: 'total temple area',
    },
    { value: TEMPLE_FACTS.completion, label: 'planned completion' },
  ],
  contributorsSoon: true,
  faq: [
    {
      id: 'purpose',
      question: 'What is Shiladaan and why does it matter?',
      answer:
        'Shiladaan is the offering of a Shila, a sacred stone, for the construction of the temple. The temple is built in stone, and each Shila becomes a lasting part of its structure.',
    },
    {
      id: 'how-to-contribute',
      question: 'How do I contribute?',
      answer: `Choose the number of Shilas in the form on this page, fill in your details and pay online. You can give in multiples of ${shila} per Shila.`,
    },
    {
      id: 'cost',
      question: 'How much does the stone work cost?',
      answer: `The stone work of the temple is estimated at ₹${TEMPLE_FACTS.stoneEstimateCrore} crore. One Shila is ${shila}, and you may offer as many as you wish, in multiples of ${shila}.`,
    },
    {
      id: 'receipt-tax',
      question: 'Will I receive a receipt and tax benefit?',
      answer:
        'Yes. Every contribution receives a receipt by e-mail, eligible for tax exemption under Section 80G. Please give your PAN for contributions above ₹2,000.',
    },
    {
      id: 'in-memory',
      question: 'Can I offer a Shila in memory of a loved one?',
      answer:
        'Yes. Mention the name of your loved one in the message field and the offering will be made in their memory.',
    },
    {
      id: 'location',
      question: 'Where is the temple being built?',
      answer: `The temple is being built in ${TRUST.city}, ${TRUST.state}, at ${TRUST.address}.`,
    },
    {
      id: 'visit-site',
      question: 'Can I visit the construction site?',
      answer:
        'Yes. Devotees are welcome to visit the site and see the stone work in progress; please contact the trust office beforehand so that a visit can be arranged safely.',
    },
    {
      id: 'other-support',
      question: 'How else can I support the temple?',
      answer:
        'You can sponsor sq. units of the Rangamandap, offer an Amrit Bhog on a Purnima, partner with us through CSR, or share the seva with your family and friends.',
    },
    {
      id: 'name-display',
      question: 'Will my name be displayed?',
      answer:
        'Only with your consent. Your name appears among the contributors on this website only if you tick “Show my name among the contributors” in the form, and as “Anonymous” if you also choose that; without it nothing about you is shown.',
    },
    {
      id: 'contact',
      question: 'Whom can I contact with questions?',
      answer: `Write to ${TRUST.email} or call ${TRUST.phone}; the trust office will be glad to help.`,
    },
  ],
  closing: {
    title: 'Be a part of every stone',
    text: 'A Shila offered today holds up the temple for centuries. Offer yours now.',
    actionLabel: 'Offer My Shila',
  },
};
