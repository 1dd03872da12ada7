import { describe, expect, it } from 'vitest';
import { hashText } from './url-hash';

describe('hashText', () => {
  it.each([
    ['#faq-what-is-shiladaan', 'faq-what-is-shiladaan'],
    ['#%E0%A4%B6%E0%A4%BF%E0%A4%B2%E0%A4%BE', 'शिला'],
    ['', ''],
    ['#%', '%'],
    ['#%E0%A4', '%E0%A4'],
  ])('%s → %s', (hash, expected) => {
    expect(hashText(hash)).toBe(expected);
  });
});
