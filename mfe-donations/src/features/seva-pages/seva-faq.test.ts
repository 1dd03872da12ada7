import { AMRIT_BHOG } from './amrit-bhog-content';
import { RANGAMANDAP } from './rangamandap-content';
import { SHILADAAN } from './shiladaan-content';

const ids = (content: typeof SHILADAAN) => content.faq.map((item) => item.id);
const answers = (content: typeof SHILADAAN) => content.faq.map((item) => item.answer).join(' ');

describe('FAQ of the dedicated pages (spec section 2)', () => {
  it('Shiladaan has its ten ids and answers', () => {
    expect(ids(SHILADAAN)).toEqual([
      'purpose',
      'how-to-contribute',
      'cost',
      'receipt-tax',
      'in-memory',
      'location',
      'visit-site',
      'other-support',
      'name-display',
      'contact',
    ]);
    for (const fact of ['20-22 crore', 'multiples of ₹11,000', '80G', 'Bengaluru', 'visit', 'consent']) {
      expect(answers(SHILADAAN)).toContain(fact);
    }
  });

  it('Rangamandap has eleven items at ₹2,100 per sq. unit and preselects five', () => {
    expect(RANGAMANDAP.faq).toHaveLength(11);
    expect(RANGAMANDAP.qty).toBe(5);
    for (const fact of ['₹2,100 per', 'certificate', 'memory', 'visit', 'group', 'records', '@']) {
      expect(answers(RANGAMANDAP)).toContain(fact);
    }
  });

  it('Amrit Bhog has ten items at ₹21,000 per Purnima', () => {
    expect(AMRIT_BHOG.faq).toHaveLength(10);
    for (const fact of [
      '₹21,000 per Purnima',
      'UPI, netbanking or card',
      'choose another date',
      'banner',
      // Where the sankalp goes and where names are shown: what the form and the site do.
      'sankalp can go in the Message box',
      'among the contributors on the Mandir Nirman Seva page',
      'physical receipt',
      'absent',
    ]) {
      expect(answers(AMRIT_BHOG)).toContain(fact);
    }
  });
});
