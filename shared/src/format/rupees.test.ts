import { formatIndianNumber, formatRupees } from './rupees';

describe('rupees in Indian digit grouping', () => {
  it.each([
    [0, '₹0'],
    [2100, '₹2,100'],
    [11000, '₹11,000'],
    [121000, '₹1,21,000'],
    [1100000, '₹11,00,000'],
    [750000000, '₹75,00,00,000'],
  ])('%d -> %s', (value, expected) => {
    expect(formatRupees(value)).toBe(expected);
  });

  it('rounds to whole rupees', () => {
    expect(formatIndianNumber(10999.6)).toBe('11,000');
  });

  it.each([
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [25000, '25,000'],
    [84000, '84,000'],
    [12345678, '1,23,45,678'],
    [-121000, '-1,21,000'],
  ])('groups %d as the en-IN locale does: %s', (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
    expect(formatIndianNumber(value)).toBe(Math.round(value).toLocaleString('en-IN'));
  });
});
