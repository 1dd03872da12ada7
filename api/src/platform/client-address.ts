import ipaddr from 'ipaddr.js';

/**
 * The IPv6 block one subscriber is usually given (RFC 6177): a home line gets a /56 or a
 * /48, so counting each /64 would give one home 256 clients' allowances and Bhog holds.
 */
const SUBSCRIBER_PREFIX = 56;
/** Hextets of an IPv6 address a log keeps (a /48: a site, not a subscriber). */
const LOGGED_HEXTETS = 3;

/** IPv4 (also when written as IPv4-mapped IPv6) or IPv6; undefined for anything else. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

function ipv6Prefix(address: ipaddr.IPv6, hextets: number): string {
  const kept = address.parts.slice(0, hextets).map((part) => part.toString(16));
  return `${kept.join(':')}::/${hextets * 16}`;
}

/**
 * The client a request counts against (rate limits, unpaid Bhog holds): an IPv4 address,
 * or the /56 an IPv6 address belongs to, since one subscriber can pick any address of it.
 */
export function clientNetwork(address: string): string {
  const parsed = parse(address);
  if (!parsed) return address;
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
