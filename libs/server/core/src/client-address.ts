import { isIP } from 'node:net';

/**
 * The key a per-address rate limit counts a client under.
 *
 * - IPv4: the address itself.
 * - IPv4-mapped IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports for an IPv4 peer):
 *   the IPv4 address, so one client is one key whichever socket it came in on.
 * - Other IPv6: its /64 prefix (`2001:db8:1:2::/64`). One household or one server is handed a
 *   whole /64 and may pick any of its 2^64 addresses, so counting single addresses would let a
 *   script start afresh with every request. The prefix is written in one canonical form (lower
 *   case, no leading zeros, zone dropped), so different spellings of an address share a key.
 * - Anything that is not an IP address (`unknown` when the socket had none) stays as it is.
 */
export function clientAddressKey(address: string): string {
  const family = isIP(address);
  if (family !== 6) return address;
  const groups = ipv6Groups(address);
  if (isIpv4Mapped(groups)) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of an address isIP already accepted as IPv6. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const written = rest === undefined ? split(head) : [...split(head), ...Array<string>(8 - split(head).length - split(rest).length).fill('0'), ...split(rest)];
  return written.map((group) => parseInt(group, 16));
}

const isIpv4Mapped = (groups: number[]): boolean => groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
