import { isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from. Behind `trustedHops` reverse proxies every request arrives from the last proxy,
 * and each proxy appends the address it was reached from to X-Forwarded-For: the client is the `trustedHops`-th
 * entry from the right. Every entry left of it was written by the client itself (a proxy appends, it does not
 * replace), so taking the left-most one let a client pick its own address and escape every per-address limit.
 * Without trusted proxies the header is ignored. Several X-Forwarded-For headers read as one list, in order.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string {
  const direct = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops < 1) return direct;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  // Fewer entries than proxies: the request did not come through all of them; the nearest known hop is used.
  const entry = entries.length >= trustedHops ? entries[entries.length - trustedHops] : entries[0];
  return entry && (isIPv4(entry) || isIPv6(entry)) ? entry : direct;
}

/** The 16 bytes of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  if (!isIPv6(ip)) return undefined;
  let text = ip.split('%')[0]!;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) is two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}

/**
 * The key per-address limits count a client under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4 form), an IPv6 address by its /64. One IPv6 host is routinely given a whole /64 and may use any address in
 * it, so counting per address let one client rotate through 2^64 budgets.
 */
export function addressKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
