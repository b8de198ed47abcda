import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { generateKey } from './key-rules';
import { redeemActivationKey } from './redeem';

/** A Firestore handle whose every use throws, and that remembers it was used. */
function untouchableDb() {
  const touched: PropertyKey[] = [];
  const db = new Proxy({} as Firestore, {
    get(_target, property) {
      touched.push(property);
      throw new Error(`Firestore reached: ${String(property)}`);
    },
  });
  return { db, touched };
}

const ask = (db: Firestore, typedKey: string) =>
  redeemActivationKey({
    db,
    uid: 'aluna',
    newUser: { name: 'Aluna', email: null, stillCurrent: async () => true },
    typedKey,
    addressHash: 'a'.repeat(32),
    now: new Date(),
  });

/** The activation's refusal: `message` both as the spec's message and as the API's error. */
const refusal = (message: string) => ({ status: 400, body: { success: false, message, error: message } });

describe('redeemActivationKey, before Firestore', () => {
  it('refuses an empty key with the spec message', async () => {
    const { db, touched } = untouchableDb();
    for (const typed of ['', '   ', '--']) {
      expect(await ask(db, typed)).toEqual(refusal('❌ Insira uma chave válida!'));
    }
    expect(touched).toEqual([]);
  });

  it('answers a key no academy issues as unknown without any read or write', async () => {
    const { db, touched } = untouchableDb();
    const malformed = [
      '__AAAA__',
      'ABCD-1234-EFGH-5678-JKMN',
      `O${'A'.repeat(19)}`,
      `I${'A'.repeat(19)}`,
      `L${'A'.repeat(19)}`,
      `U${'A'.repeat(19)}`,
      `0${'A'.repeat(19)}`,
      'A'.repeat(15),
      'A'.repeat(65),
      'ACADEMIA2026',
      'ABCDE/FGHJK/MNPQR',
    ];
    for (const typed of malformed) {
      expect(await ask(db, typed), typed).toEqual(refusal('❌ Chave incorreta ou inválida.'));
    }
    expect(touched).toEqual([]);
  });

  it('a key of the right form does go to Firestore (the stand-in above is really untouched)', async () => {
    const { db, touched } = untouchableDb();
    await expect(ask(db, generateKey().toLowerCase())).rejects.toThrow(/Firestore reached/);
    expect(touched.length).toBeGreaterThan(0);
  });
});
