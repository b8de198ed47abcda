import { describe, expect, it } from 'vitest';
import { addressKey, addressNetwork, clientAddress } from './client-address';

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

describe('addressNetwork', () => {
  it('keeps an IPv4 address, and an IPv4-mapped IPv6 one is its IPv4 address', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every IPv6 address of one /64 together, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    expect(addressNetwork('2001:db8:a:b::1')).toBe(network);
    expect(addressNetwork('2001:0DB8:000a:000b:ffff:1:2:3')).toBe(network);
    expect(addressNetwork('2001:db8:a:b:0:0:0:0')).toBe(network);
    expect(addressNetwork('2001:db8:a:c::1')).not.toBe(network);
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('so the throttle counts a client that rotates through its /64 as one address', () => {
    expect(addressKey('2001:db8:a:b::1')).toBe(addressKey('2001:db8:a:b:1234:5678:9abc:def0'));
    expect(addressKey('2001:db8:a:b::1')).not.toBe(addressKey('2001:db8:a:c::1'));
  });
});
