import { describe, expect, it } from 'vitest';
import { typedMobileNumber } from './typed-mobile-number';

describe('typedMobileNumber', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('reads %s as %s', (typed, expected) => {
    expect(typedMobileNumber(typed)).toBe(expected);
  });

  it.each(['98765', '+91 98765', '98765 4321x', '1234567890123', ''])(
    'leaves %j as typed: not a whole number yet, or not one at all',
    (typed) => {
      expect(typedMobileNumber(typed)).toBe(typed);
    },
  );
});
