import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  attemptWindow,
  generateKey,
  KEY_ATTEMPT_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_KEY_ATTEMPTS,
} from '../../src/activation/key-rules';
import { bookKeyAttempt } from '../../src/activation/key-store';
import { addressKey, clientAddress } from '../../src/http/client-address';
import { apiPaths, type UserProfile, type ValidateKeyResponse } from '../../src/shared/contract';
import { formatKey } from '../../src/shared/key-format';
import { seedKey, seedLearner, testDb } from './admin';
import { call, signUp, type TestUser } from './stack';

/** From the learner's own address (see `call`) unless `address` is given. */
function validate(user: TestUser, activationKey: unknown, address?: string) {
  return call<ValidateKeyResponse & { error?: string }>(apiPaths.validateKey, {
    token: user.idToken,
    json: { userId: user.uid, activationKey },
    headers: address ? { 'X-Forwarded-For': address } : undefined,
  });
}

/**
 * The server books attempts in 15-minute windows of its own clock: a test of the throttle
 * through HTTP starts well inside a window, so that all its calls fall in the same one.
 */
async function wellInsideAWindow(margin = 20_000): Promise<void> {
  const left = KEY_ATTEMPT_WINDOW_MS - (Date.now() % KEY_ATTEMPT_WINDOW_MS);
  if (left < margin) await sleep(left + 100);
}

/** An address no other test uses, from the carrier-grade NAT range (many clients behind one). */
function freshAddress(): string {
  return `100.${randomInt(64, 128)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The failures counted against `address` in the current window. The test stack runs the
 * function with TRUSTED_PROXY_HOPS=1: the client is the header's last entry.
 */
function addressFailures(address: string) {
  return testDb()
    .collection('keyAttemptsByAddress')
    .doc(`${addressKey(clientAddress(address, 1))}_${attemptWindow(new Date()).id}`);
}

async function failuresFrom(address: string): Promise<number | undefined> {
  return (await addressFailures(address).get()).get('failures');
}

/** Runs `task` over `items`, `width` at a time (the emulator starts one worker per request). */
async function inWaves<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  }
  return results;
}

const unknownKey = '❌ Chave incorreta ou inválida.';
const fromThisNetwork =
  /^❌ Muitas tentativas de ativação a partir desta rede\. Tente novamente em \d+ minutos?\.$/;

async function isActivated(user: TestUser): Promise<boolean> {
  return (await call<UserProfile>(apiPaths.me, { token: user.idToken })).body.hasActivated;
}

describe('POST /api/auth/validate-key', () => {
  it('activates the learner with a right key, typed loosely', async () => {
    const user = await signUp();
    const key = await seedKey();
    const typed = ` ${formatKey(key).toLowerCase()} `;
    const result = await validate(user, typed);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: '✅ Sua conta foi ativada com sucesso!' });
    expect(await isActivated(user)).toBe(true);
    const stored = (await testDb().collection('activationKeys').doc(key).get()).data();
    expect(stored?.redeemedBy).toBe(user.uid);
    expect(stored?.redeemedAt).toBeDefined();
  });

  it('refuses an empty key with the spec message', async () => {
    const user = await signUp();
    for (const key of ['', '   ', '--']) {
      const result = await validate(user, key);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, message: '❌ Insira uma chave válida!' });
      expect(result.body.error).toBe('❌ Insira uma chave válida!');
    }
  });

  it('refuses an unknown key and activates nothing', async () => {
    const user = await signUp();
    const result = await validate(user, generateKey());
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, message: '❌ Chave incorreta ou inválida.' });
    expect(await isActivated(user)).toBe(false);
  });

  it('refuses a key that was already used, by anyone', async () => {
    const [first, second] = await Promise.all([signUp(), signUp()]);
    const key = await seedKey();
    expect((await validate(first, key)).status).toBe(200);
    const again = await validate(second, key);
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect(again.body.message).toMatch(/já foi usada/);
    expect(await isActivated(second)).toBe(false);
    const stored = (await testDb().collection('activationKeys').doc(key).get()).data();
    expect(stored?.redeemedBy).toBe(first.uid);
  });

  it('answers a key no academy issues as unknown, and writes nothing', async () => {
    const user = await signUp();
    const address = freshAddress();
    const malformed = [
      '__AAAA__',
      'ABCD-1234-EFGH-5678-JKMN',
      'ABCDE-FGHJK-MNPQR-STVW0',
      'ABCDE-FGHJK-MNPQR-STVWO',
      'ABCDE-FGHJK-MNPQR-STVWI',
      'abcde-fghjk-mnpqr-stvwl',
      'ABCDE-FGHJK-MNPQR-STVWU',
      'A'.repeat(15),
      'A'.repeat(65),
      'ACADEMIA2026',
    ];
    for (const typed of malformed) {
      const result = await validate(user, typed, address);
      expect(result.status, typed).toBe(400);
      expect(result.body).toEqual({ success: false, message: unknownKey, error: unknownKey });
    }
    const attempts = await testDb().collection('keyAttempts').where('uid', '==', user.uid).get();
    expect(attempts.size).toBe(0);
    expect((await addressFailures(address).get()).exists).toBe(false);
    expect((await testDb().collection('users').doc(user.uid).get()).exists).toBe(false);
    // Ten of them spent none of the learner's 5 attempts.
    expect((await validate(user, await seedKey(), address)).status).toBe(200);
  });

  it('lets an activated learner through without spending a key', async () => {
    const user = await signUp();
    expect((await validate(user, await seedKey())).status).toBe(200);
    const spare = await seedKey();
    const result = await validate(user, spare);
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    const stored = (await testDb().collection('activationKeys').doc(spare).get()).data();
    expect(stored?.redeemedBy).toBeNull();
  });

  it('throttles guessing: the 6th try within 15 minutes gets 429, even with a right key', async () => {
    await wellInsideAWindow();
    const user = await signUp();
    for (let i = 0; i < 5; i++) expect((await validate(user, generateKey())).status).toBe(400);
    const key = await seedKey();
    const blocked = await validate(user, key);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Muitas tentativas/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await isActivated(user)).toBe(false);
    const stored = (await testDb().collection('activationKeys').doc(key).get()).data();
    expect(stored?.redeemedBy).toBeNull();
  });

  it('race: one key redeemed by 50 learners at once has exactly one winner', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => signUp()));
    const key = await seedKey();
    const results = await Promise.all(users.map((user) => validate(user, key)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const activated = await Promise.all(users.map(isActivated));
    expect(activated.filter(Boolean)).toHaveLength(1);
    const stored = (await testDb().collection('activationKeys').doc(key).get()).data();
    expect(users[activated.indexOf(true)]?.uid).toBe(stored?.redeemedBy);
  });

  it('race: 30 concurrent wrong guesses by one learner are held to 5', async () => {
    await wellInsideAWindow();
    const user = await signUp();
    const results = await Promise.all(Array.from({ length: 30 }, () => validate(user, generateKey())));
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(25);
  });
});

describe('the bounds on guessing over many accounts', () => {
  it('a class of 40 behind one address, each mistyping 2 or 3 times, all activate at once', async () => {
    const school = freshAddress();
    const learners = await Promise.all(Array.from({ length: 40 }, () => signUp()));
    const keys = await Promise.all(learners.map(() => seedKey()));
    const typos = learners.map((_, i) => 2 + (i % 2));
    await wellInsideAWindow(30_000);
    const answers = await Promise.all(
      learners.map(async (learner, i) => {
        const statuses: number[] = [];
        for (let typo = 0; typo < (typos[i] ?? 0); typo++) {
          statuses.push((await validate(learner, generateKey(), school)).status);
        }
        const last = await validate(learner, formatKey(keys[i] ?? ''), school);
        return { statuses, last: last.status, message: last.body.message };
      }),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.statuses).toEqual(Array(typos[i]).fill(400));
      expect(answer).toMatchObject({ last: 200, message: '✅ Sua conta foi ativada com sucesso!' });
    }
    expect((await Promise.all(learners.map(isActivated))).every(Boolean)).toBe(true);
    // Only the wrong keys counted against the school's address, none of the 40 redeemed ones.
    expect(await failuresFrom(school)).toBe(typos.reduce((sum, n) => sum + n, 0));
  }, 120_000);

  it("60 guessers on 60 addresses lock out only themselves: a new learner's key still works", async () => {
    const guessers = await Promise.all(Array.from({ length: 60 }, () => signUp()));
    const addresses = guessers.map(() => freshAddress());
    await wellInsideAWindow(30_000);
    const answers = await inWaves(guessers, 20, async (guesser) => {
      const address = addresses[guessers.indexOf(guesser)];
      const statuses: number[] = [];
      for (let guess = 0; guess < MAX_KEY_ATTEMPTS + 1; guess++) {
        statuses.push((await validate(guesser, generateKey(), address)).status);
      }
      return statuses;
    });
    for (const statuses of answers) expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const [newcomer, neighbour] = await Promise.all([signUp(), signUp()]);
    const fresh = await validate(newcomer, await seedKey(), freshAddress());
    expect(fresh.body.message).toBe('✅ Sua conta foi ativada com sucesso!');
    expect(fresh.status).toBe(200);
    // On the very address of a guesser who spent all their attempts.
    const beside = await validate(neighbour, await seedKey(), addresses[0]);
    expect(beside.body.message).toBe('✅ Sua conta foi ativada com sucesso!');
    expect(beside.status).toBe(200);
  }, 120_000);

  it('an address past its failures refuses learners who already failed there, never a first try', async () => {
    await wellInsideAWindow();
    const network = freshAddress();
    // Failures others left on this address in this window.
    await addressFailures(network).set({ failures: MAX_FAILURES_PER_ADDRESS });
    const [failing, newcomer, hurried] = await Promise.all([signUp(), signUp(), signUp()]);
    const key = await seedKey();

    // A first attempt of the window is answered on its merits.
    expect((await validate(failing, generateKey(), network)).status).toBe(400);
    const blocked = await validate(failing, key, network);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(fromThisNetwork);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await isActivated(failing)).toBe(false);
    expect((await testDb().collection('activationKeys').doc(key).get()).get('redeemedBy')).toBeNull();

    // Someone with no failures of their own in the window is not refused for what others did.
    expect((await validate(newcomer, await seedKey(), network)).status).toBe(200);
    // Of concurrent first attempts, one goes unchecked: the others already count as retries.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => validate(hurried, generateKey(), network)),
    );
    expect(burst.filter((r) => r.status === 400)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429 && fromThisNetwork.test(r.body.message))).toHaveLength(4);
    // Only the two wrong keys tried were counted; the redeemed key was not.
    expect(await failuresFrom(network)).toBe(MAX_FAILURES_PER_ADDRESS + 2);

    // The bound is the address's: from another network the same learner's key works.
    expect((await validate(failing, key, freshAddress())).status).toBe(200);
    expect(await isActivated(failing)).toBe(true);
  });
});

describe('the key-attempt window, on an injected clock (data module)', () => {
  const at = (iso: string) => new Date(iso);

  it('allows 5 attempts in a window, refuses the 6th until the window ends, then allows again', async () => {
    const uid = `window-${randomUUID()}`;
    await seedLearner(uid);
    // 12:00 UTC starts a window (windows are 15-minute slices of the epoch).
    for (const [before, second] of ['00', '10', '20', '30', '40'].entries()) {
      expect(await bookKeyAttempt(testDb(), uid, at(`2026-03-10T12:14:${second}.000Z`))).toEqual({
        allowed: true,
        before,
      });
    }
    expect(await bookKeyAttempt(testDb(), uid, at('2026-03-10T12:14:59.999Z'))).toEqual({
      allowed: false,
      until: at('2026-03-10T12:15:00.000Z'),
    });
    expect(await bookKeyAttempt(testDb(), uid, at('2026-03-10T12:15:00.000Z'))).toEqual({
      allowed: true,
      before: 0,
    });
  });

  it('of 30 concurrent bookings, 5 are allowed and exactly one of them was the first', async () => {
    const uid = `window-${randomUUID()}`;
    await seedLearner(uid);
    const now = at('2026-03-10T12:40:00.000Z');
    const results = await Promise.all(Array.from({ length: 30 }, () => bookKeyAttempt(testDb(), uid, now)));
    const befores = results.flatMap((result) => (result.allowed ? [result.before] : []));
    expect(befores.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('a burst across a window boundary: 5 in the old window and 5 in the new one, no more', async () => {
    const uid = `window-${randomUUID()}`;
    await seedLearner(uid);
    const times = Array.from({ length: 20 }, (_, i) =>
      at(i < 10 ? '2026-03-10T12:29:59.500Z' : '2026-03-10T12:30:00.100Z'),
    );
    const results = await Promise.all(times.map((now) => bookKeyAttempt(testDb(), uid, now)));
    expect(results.slice(0, 10).filter((result) => result.allowed)).toHaveLength(5);
    expect(results.slice(10).filter((result) => result.allowed)).toHaveLength(5);
  });
});
