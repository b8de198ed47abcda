/**
 * The address a request came from, for throttling. Each proxy in front of the function appends
 * the address it received the request from to X-Forwarded-For; what a client writes there
 * itself comes first and proves nothing. So the client is the entry TRUSTED_PROXY_HOPS places
 * from the right: 2 for Firebase Hosting (its CDN appends the client, Google's front end
 * appends the CDN). That count is the deployment's and must be checked once deployed (log
 * X-Forwarded-For of a known client): too low and the throttle sees a proxy (it then acts as
 * one more global limit); too high and a client can choose its address. The local emulators
 * add nothing, so the test stack sets 1 and tests send the header as a client's proxy would.
 */
import { createHash } from 'node:crypto';

export const TRUSTED_PROXY_HOPS = Number(process.env.TRUSTED_PROXY_HOPS ?? 2);

/** The client's address, or null when the header has fewer entries than proxies. */
export function clientAddress(
  forwardedFor: string | undefined,
  hops: number = TRUSTED_PROXY_HOPS,
): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops && hops > 0 ? (entries[entries.length - hops] ?? null) : null;
}

/** A stable, non-reversible name for an address (or for "unknown"), usable as a document id. */
export function addressKey(address: string | null): string {
  return createHash('sha256')
    .update(address ?? 'unknown')
    .digest('hex')
    .slice(0, 32);
}
