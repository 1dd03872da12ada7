import { UNIT_PRICE } from '@temple/shared';
import { formatRupees, TRUST } from '@temple/shared/core';
import type { SevaPageContent } from './seva-page-content';

const bhog = formatRupees(UNIT_PRICE.BHOG);

export const AMRIT_BHOG: SevaPageContent = {
  type: 'BHOG',
  qty: 1,
  hero: {
    eyebrow: 'Initiatives',
    title: 'Amrit Bhog on Purnima',
    subtitle:
      'Sponsor the prasad meal offered to the deity and served to devotees on a full-moon day of your choice.',
    actionLabel: 'Book Amrit Bhog',
  },
  form: { title: 'Book an Amrit Bhog', note: `One Amrit Bhog is ${bhog} for the Purnima you choose.` },
  about: {
    title: 'About Amrit Bhog',
    paragraphs: [
      'On every Purnima, the full-moon day, the temple offers Amrit Bhog: a sacred meal prepared with devotion, offered to the deity and then shared as prasad with all who come.',
      'Sponsoring an Amrit Bhog is a seva for your family: the sankalp is taken in your name, and your family is remembered in the offering.',
    ],
  },
  facts: [
    { value: bhog, label: 'per Amrit Bhog' },
    { value: 'Every Purnima', label: 'full-moon days' },
    { value: 'Limited', label: 'slots per Purnima' },
  ],
  faq: [
    {
      id: 'what-is',
      question: 'What is Amrit Bhog?',
      answer: 'Amrit Bhog is the sacred prasad meal offered on every Purnima and served to devotees.',
    },
    {
      id: 'cost',
      question: 'What does it cost to sponsor?',
      answer: `Sponsoring an Amrit Bhog costs ${bhog} per Purnima.`,
    },
    {
      id: 'how-to-book',
      question: 'How do I book?',
      answer:
        'Pick an available Purnima date, fill in your details (your family’s names and your sankalp can go in the Message box), pay online, and you will receive a confirmation.',
    },
    {
      id: 'payment-methods',
      question: 'How can I pay?',
      answer: 'You can pay by UPI, netbanking or card on the secure payment page.',
    },
    {
      id: 'advance-booking',
      question: 'How far in advance can I book?',
      answer: 'You can book in advance for any Purnima shown in the form; we recommend booking early.',
    },
    {
      id: 'slots',
      question: 'What if my chosen date is full?',
      answer: 'Slots are limited on each Purnima. If your chosen date is full, please choose another date.',
    },
    {
      id: 'name-display',
      question: 'Will my name be displayed?',
      answer:
        'With your consent: tick “Show my name among the contributors on this website” in the form and your name is shown on the banner at the temple on the day and among the contributors on the Mandir Nirman Seva page, or as “Anonymous” there if you also choose that. Without it nothing about you is shown.',
    },
    {
      id: 'receipt',
      question: 'Will I receive a receipt?',
      answer:
        'You receive a digital receipt by e-mail, eligible under Section 80G, and can collect a physical receipt at the trust office.',
    },
    {
      id: 'not-present',
      question: 'What if I cannot be present on the day?',
      answer: 'The seva is performed in your name even if you are absent.',
    },
    {
      id: 'contact',
      question: 'Whom can I contact with questions?',
      answer: `Write to ${TRUST.email} or call ${TRUST.phone}.`,
    },
  ],
  closing: {
    title: 'Feed the devotees on Purnima',
    text: 'Choose a full-moon date and let your family’s offering reach every devotee.',
    actionLabel: 'Book Amrit Bhog',
  },
};
