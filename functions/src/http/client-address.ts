/**
 * The address a request came from, for throttling: the X-Forwarded-For entry TRUSTED_PROXY_HOPS
 * places from the right, since what a client writes there itself comes first. Why 2 behind
 * Hosting, and what a wrong count does: docs/security.md.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The client's address, or null when the header has fewer entries than proxies. */
export function clientAddress(forwardedFor: string | undefined, hops: number): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops && hops > 0 ? (entries[entries.length - hops] ?? null) : null;
}

/**
 * The network an address stands for: an IPv4 address itself; for IPv6 its /64, since one
 * household or phone is usually given a whole /64 and may use any address in it. An
 * IPv4-mapped IPv6 address (::ffff:203.0.113.7) is its IPv4 address.
 */
export function addressNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A stable, non-reversible name for an address's network (or for "unknown"), usable as a document id. */
export function addressKey(address: string | null): string {
  return createHash('sha256')
    .update(address === null ? 'unknown' : addressNetwork(address))
    .digest('hex')
    .slice(0, 32);
}
