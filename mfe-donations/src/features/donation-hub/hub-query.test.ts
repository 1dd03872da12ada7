import { donationLinkProps } from '@temple/shared/core';
import { parseHubQuery } from './hub-query';

const parse = (search: string) => {
  const params = new URLSearchParams(search);
  return parseHubQuery({ type: params.get('type'), qty: params.get('qty') });
};

describe('hub query string', () => {
  it('reads the type case-insensitively, with its quantity', () => {
    expect(parse('type=rangamandap&qty=21')).toEqual({ type: 'RANGAMANDAP', qty: 21 });
    expect(parse('type=Donation&qty=5')).toEqual({ type: 'DONATION', qty: 5 });
    expect(parse('type=DONATION')).toEqual({ type: 'DONATION', qty: 1 });
  });

  it('opens nothing without a valid type', () => {
    expect(parse('')).toBeNull();
    expect(parse('qty=5')).toBeNull();
    expect(parse('type=bhoomi&qty=5')).toBeNull();
  });

  it('keeps quantities from 1 to 1000 and defaults anything else to 1', () => {
    expect(parse('type=donation&qty=1000')).toEqual({ type: 'DONATION', qty: 1000 });
    expect(parse('type=donation&qty=1001')).toEqual({ type: 'DONATION', qty: 1 });
    expect(parse('type=donation&qty=0')).toEqual({ type: 'DONATION', qty: 1 });
    expect(parse('type=donation&qty=2.5')).toEqual({ type: 'DONATION', qty: 1 });
    expect(parse('type=donation&qty=abc')).toEqual({ type: 'DONATION', qty: 1 });
    // Number() would read these as 16, 1000 and 3.
    expect(parse('type=donation&qty=0x10')).toEqual({ type: 'DONATION', qty: 1 });
    expect(parse('type=donation&qty=1e3')).toEqual({ type: 'DONATION', qty: 1 });
    expect(parse('type=donation&qty=0b11')).toEqual({ type: 'DONATION', qty: 1 });
  });

  it('always books one Amrit Bhog', () => {
    expect(parse('type=bhog&qty=7')).toEqual({ type: 'BHOG', qty: 1 });
  });

  it('reads what a Contribute link writes', () => {
    const { href } = donationLinkProps({ type: 'RANGAMANDAP', qty: 51 });
    expect(href).toBe('/mandir-nirman-seva?type=rangamandap&qty=51');
    expect(parse(href.slice(href.indexOf('?')))).toEqual({ type: 'RANGAMANDAP', qty: 51 });
  });
});
