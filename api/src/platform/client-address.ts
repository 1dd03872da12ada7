import ipaddr from 'ipaddr.js';

/**
 * The IPv6 block one subscriber is usually given (RFC 6177): a home line gets a /56 or a
 * /48, so counting each /64 would give one home 256 clients' allowances and Bhog holds.
 */
const SUBSCRIBER_PREFIX = 56;
/** Hextets of an IPv6 address a log keeps (a /48: a site, not a subscriber). */
const LOGGED_HEXTETS = 3;

/** An address of every unparsable value: each may not count as a client of its own. */
const NOT_AN_ADDRESS = 'not-an-address';

/**
 * The IPv4 address an IPv6 one carries: IPv4-mapped, 6to4 (2002:V4::/48, so one IPv4
 * address is not 256 clients) or Teredo (the client's address, inverted, in the last 32 bits).
 */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const bytes = address.toByteArray();
  const range = address.range();
  if (range === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
  if (range === 'teredo')
    return ipaddr.fromByteArray(bytes.slice(12, 16).map((byte) => byte ^ 0xff)) as ipaddr.IPv4;
  return undefined;
}

/** IPv4 (also when carried in IPv6, see carriedIPv4) or IPv6; undefined for anything else. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed;
  return carriedIPv4(parsed as ipaddr.IPv6) ?? parsed;
}

function ipv6Prefix(address: ipaddr.IPv6, hextets: number): string {
  const kept = address.parts.slice(0, hextets).map((part) => part.toString(16));
  return `${kept.join(':')}::/${hextets * 16}`;
}

/**
 * The client a request counts against (rate limits, unpaid Bhog holds): an IPv4 address,
 * or the /56 an IPv6 address belongs to, since one subscriber can pick any address of it.
 * A value that is no address (a proxy passing on what a client wrote) counts as one client.
 */
export function clientNetwork(address: string): string {
  const parsed = parse(address);
  if (!parsed) return NOT_AN_ADDRESS;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${SUBSCRIBER_PREFIX}`);
  return `${network.toString()}/${SUBSCRIBER_PREFIX}`;
}

/** A client's address as a log keeps it: its IPv4 /24 or IPv6 /48, enough to see a flood, not who sent it. */
export function loggableAddress(address: string): string {
  const parsed = parse(address);
  if (!parsed) return '[redacted]';
  if (parsed.kind() === 'ipv6') return ipv6Prefix(parsed as ipaddr.IPv6, LOGGED_HEXTETS);
  const [a, b, c] = (parsed as ipaddr.IPv4).octets;
  return `${a}.${b}.${c}.0/24`;
}
