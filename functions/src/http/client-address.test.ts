import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the entry the trusted proxies appended, not what the client wrote', () => {
    expect(clientAddress('203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('is null when there are fewer entries than proxies, or no header', () => {
    expect(clientAddress('203.0.113.7', 2)).toBeNull();
    expect(clientAddress(undefined, 1)).toBeNull();
    expect(clientAddress(' , ', 1)).toBeNull();
  });
});

describe('addressKey', () => {
  it('names an address without storing it, and puts unknown addresses in one bucket', () => {
    expect(addressKey('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/);
    expect(addressKey('203.0.113.7')).not.toContain('203');
    expect(addressKey('203.0.113.7')).not.toBe(addressKey('203.0.113.8'));
    expect(addressKey(null)).toBe(addressKey(null));
  });
});
