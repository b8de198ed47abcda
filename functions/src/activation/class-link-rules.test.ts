import { describe, expect, it } from 'vitest';
import { generateLinkToken, isLinkToken, linkState, seatKey, seatsLeft } from './class-link-rules';
import { isKeyFormat } from './key-rules';

describe('a class link', () => {
  it('has a fresh URL-safe token of 144 bits each time, and only such tokens are looked up', () => {
    const tokens = new Set(Array.from({ length: 50 }, generateLinkToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(18);
      expect(isLinkToken(token)).toBe(true);
    }
    expect(isLinkToken('')).toBe(false);
    expect(isLinkToken('a'.repeat(23))).toBe(false);
    expect(isLinkToken(`${'a'.repeat(23)}/`)).toBe(false);
  });

  it('gives each learner one key of a link, a key of the format, and another on another link', () => {
    const token = generateLinkToken();
    expect(seatKey(token, 'uid-1')).toBe(seatKey(token, 'uid-1'));
    expect(seatKey(token, 'uid-1')).not.toBe(seatKey(token, 'uid-2'));
    expect(seatKey(generateLinkToken(), 'uid-1')).not.toBe(seatKey(token, 'uid-1'));
    expect(isKeyFormat(seatKey(token, 'uid-1'))).toBe(true);
  });

  it('is open with seats left, full without, and closed whatever its seats', () => {
    expect(linkState({ open: true, seats: 25, seatsTaken: 24 })).toBe('open');
    expect(seatsLeft({ open: true, seats: 25, seatsTaken: 24 })).toBe(1);
    expect(linkState({ open: true, seats: 25, seatsTaken: 25 })).toBe('full');
    expect(seatsLeft({ open: true, seats: 25, seatsTaken: 26 })).toBe(0);
    expect(linkState({ open: false, seats: 25, seatsTaken: 3 })).toBe('closed');
  });
});
