// The key the failed-login limit counts a client address under: an IPv4 address as is, an IPv6
// one by its /64 (one machine usually holds a whole /64, as @fastify/rate-limit assumes too), an
// IPv4-mapped IPv6 one as its IPv4 address.
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, '::' and a dotted tail expanded). */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = ip.split('%')[0].split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
