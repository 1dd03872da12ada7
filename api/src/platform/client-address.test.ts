import { describe, expect, it } from 'vitest';
import { clientNetwork, loggableAddress } from './client-address';

describe('client address', () => {
  it('counts an IPv4 client by its address, and an IPv6 client by its whole /56 (a home line)', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1::/56');
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1::/56');
    expect(clientNetwork('2001:db8:1:ff::1')).toBe('2001:db8:1::/56');
    expect(clientNetwork('2001:db8:1:100::1')).toBe('2001:db8:1:100::/56');
  });

  it('logs only the IPv4 /24 or the IPv6 /48', () => {
    expect(loggableAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(loggableAddress('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(loggableAddress('2001:db8:7:8:9::1')).toBe('2001:db8:7::/48');
    expect(loggableAddress('not an address')).toBe('[redacted]');
  });
});
