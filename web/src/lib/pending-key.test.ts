import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingKey, pendingKey, takeKeyFrom } from './pending-key';

describe('a key that came in a link', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept for the session, upper-cased, and taken out of the query', () => {
    expect(takeKeyFrom('?chave=%20abcde-fghjk%20&periodo=geral')).toBe('?periodo=geral');
    expect(pendingKey()).toBe('ABCDE-FGHJK');
    expect(takeKeyFrom('?chave=ABCDE')).toBe('');
    expect(pendingKey()).toBe('ABCDE');
  });

  it('leaves an address without a key alone, and keeps the key it already had', () => {
    takeKeyFrom('?chave=ABCDE');
    expect(takeKeyFrom('?periodo=geral')).toBeNull();
    expect(takeKeyFrom('')).toBeNull();
    expect(pendingKey()).toBe('ABCDE');
  });

  it('keeps nothing empty or too long, and is forgotten once used', () => {
    expect(takeKeyFrom('?chave=')).toBe('');
    expect(pendingKey()).toBeNull();
    takeKeyFrom(`?chave=${'A'.repeat(65)}`);
    expect(pendingKey()).toBeNull();
    takeKeyFrom('?chave=ABCDE');
    forgetPendingKey();
    expect(pendingKey()).toBeNull();
  });
});
