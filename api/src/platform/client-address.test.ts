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

  it('counts an IPv4 address carried in IPv6 (6to4, Teredo) as that IPv4 client', () => {
    expect(clientNetwork('2002:cb00:7107::1')).toBe('203.0.113.7');
    expect(clientNetwork('2002:cb00:7107:ff00::1')).toBe('203.0.113.7');
    // Teredo: server 65.54.227.120, client 192.0.2.45 stored inverted (3fff:fdd2).
    expect(clientNetwork('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toBe('192.0.2.45');
  });

  it('counts every value that is no address as one client', () => {
    expect(clientNetwork('not-an-ip-1')).toBe(clientNetwork('not-an-ip-2'));
    expect(clientNetwork('not-an-ip-1')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('logs only the IPv4 /24 or the IPv6 /48', () => {
    expect(loggableAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(loggableAddress('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(loggableAddress('2001:db8:7:8:9::1')).toBe('2001:db8:7::/48');
    expect(loggableAddress('not an address')).toBe('[redacted]');
  });
});
