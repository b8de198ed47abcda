import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bookKeyAttempt } from '../../src/data/activation-keys';
import {
  attemptWindow,
  formatKey,
  generateKey,
  KEY_ATTEMPT_WINDOW_MS,
  MAX_FAILED_KEYS_PER_WINDOW,
} from '../../src/domain/key-rules';
import { apiPaths, type UserProfile, type ValidateKeyResponse } from '../../src/shared/contract';
import { seedKey, testDb } from './admin';
import { call, signUp, type TestUser } from './stack';

function validate(user: TestUser, activationKey: unknown) {
  return call<ValidateKeyResponse & { error?: string }>(apiPaths.validateKey, {
    token: user.idToken,
    json: { userId: user.uid, activationKey },
  });
}

/**
 * The server books attempts in 15-minute windows of its own clock: a test of the throttle
 * through HTTP starts well inside a window, so that all its calls fall in the same one.
 */
async function wellInsideAWindow(): Promise<void> {
  const left = KEY_ATTEMPT_WINDOW_MS - (Date.now() % KEY_ATTEMPT_WINDOW_MS);
  if (left < 20_000) await sleep(left + 100);
}

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
  const wrongGuess = (user: TestUser, address: string) =>
    call<ValidateKeyResponse>(apiPaths.validateKey, {
      token: user.idToken,
      json: { userId: user.uid, activationKey: generateKey() },
      headers: { 'X-Forwarded-For': address },
    });

  it('one address: 20 attempts in 15 minutes over any accounts, then 429; other addresses go on', async () => {
    await wellInsideAWindow();
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const learners = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    for (const learner of learners.slice(0, 5)) {
      for (let i = 0; i < 4; i++) expect((await wrongGuess(learner, address)).status).toBe(400);
    }
    const blocked = await wrongGuess(learners[5] as TestUser, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^❌ Muitas tentativas de ativação a partir desta rede\. Tente novamente em \d+ minutos?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await wrongGuess(learners[5] as TestUser, '203.0.113.9')).status).toBe(400);
  });

  it('everyone: once the window holds 300 failed keys, every attempt gets 429 until it ends', async () => {
    await wellInsideAWindow();
    const failures = testDb().collection('keyFailures').doc(attemptWindow(new Date()).id);
    const learner = await signUp();
    const before = ((await failures.get()).get('failures') as number | undefined) ?? 0;
    expect((await validate(learner, generateKey())).status).toBe(400);
    expect((await failures.get()).get('failures')).toBe(before + 1);
    // Other failures of this window, as a flood of guesses from many addresses leaves them.
    await failures.set({ failures: FieldValue.increment(MAX_FAILED_KEYS_PER_WINDOW) }, { merge: true });
    try {
      const key = await seedKey();
      const blocked = await validate(learner, key);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^❌ Muitas tentativas de ativação no momento\./);
      expect(await isActivated(learner)).toBe(false);
    } finally {
      await failures.set({ failures: FieldValue.increment(-MAX_FAILED_KEYS_PER_WINDOW) }, { merge: true });
    }
  });
});

describe('the key-attempt window, on an injected clock (data module)', () => {
  const at = (iso: string) => new Date(iso);

  it('allows 5 attempts in a window, refuses the 6th until the window ends, then allows again', async () => {
    const uid = `window-${randomUUID()}`;
    // 12:00 UTC starts a window (windows are 15-minute slices of the epoch).
    for (const second of ['00', '10', '20', '30', '40']) {
      expect(await bookKeyAttempt(testDb(), uid, at(`2026-03-10T12:14:${second}.000Z`))).toEqual({
        allowed: true,
      });
    }
    expect(await bookKeyAttempt(testDb(), uid, at('2026-03-10T12:14:59.999Z'))).toEqual({
      allowed: false,
      until: at('2026-03-10T12:15:00.000Z'),
    });
    expect(await bookKeyAttempt(testDb(), uid, at('2026-03-10T12:15:00.000Z'))).toEqual({ allowed: true });
  });

  it('a burst across a window boundary: 5 in the old window and 5 in the new one, no more', async () => {
    const uid = `window-${randomUUID()}`;
    const times = Array.from({ length: 20 }, (_, i) =>
      at(i < 10 ? '2026-03-10T12:29:59.500Z' : '2026-03-10T12:30:00.100Z'),
    );
    const results = await Promise.all(times.map((now) => bookKeyAttempt(testDb(), uid, now)));
    expect(results.slice(0, 10).filter((result) => result.allowed)).toHaveLength(5);
    expect(results.slice(10).filter((result) => result.allowed)).toHaveLength(5);
  });
});
