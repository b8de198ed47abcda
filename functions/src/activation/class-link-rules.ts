import { createHash, randomBytes } from 'node:crypto';
import { CLASS_LINK_TOKEN, type ClassLinkState } from '../shared/contract';
import { KEY_ALPHABET, KEY_LENGTH } from './key-rules';

/**
 * A class link's token: 18 random bytes (144 bits, above the 128 asked of an unguessable link),
 * base64url, so it fits a URL path and a document id as it is.
 */
const TOKEN_BYTES = 18;

export function generateLinkToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether `token` could be a link's: only such tokens are looked up. */
export function isLinkToken(token: string): boolean {
  return CLASS_LINK_TOKEN.test(token);
}

/**
 * The key a learner's seat of a link is: one per link and learner, so the exclusive create of its
 * activationKeys document is also what stops one learner from taking two seats of a link, however
 * many of their requests race or retry. Derived from the token, which only the class knows: no
 * one else can tell it, and it is spent the moment it exists anyway.
 */
export function seatKey(token: string, uid: string): string {
  const digest = createHash('sha256').update(`${token}:${uid}`).digest();
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[(digest[i] as number) % KEY_ALPHABET.length];
  return key;
}

export interface LinkCounts {
  open: boolean;
  seats: number;
  seatsTaken: number;
}

export function seatsLeft({ seats, seatsTaken }: LinkCounts): number {
  return Math.max(0, seats - seatsTaken);
}

/** Closed wins over full: a closed link says so even with seats left. */
export function linkState(link: LinkCounts): ClassLinkState {
  if (!link.open) return 'closed';
  return seatsLeft(link) > 0 ? 'open' : 'full';
}
