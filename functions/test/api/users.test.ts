import { describe, expect, it } from 'vitest';
import { apiPaths, type UserProfile } from '../../src/shared/contract';
import { accountMark } from '../../src/shared/name-rules';
import { testDb } from './admin';
import { call, errorOf, signUp, signUpAnonymously } from './stack';

describe('POST /api/users/create-user', () => {
  it('creates the learner with defaults', async () => {
    const user = await signUp();
    const result = await call<UserProfile>(apiPaths.createUser, {
      token: user.idToken,
      json: { uid: user.uid, email: user.email },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      uid: user.uid,
      // Stored as the spec's default; shown with the account's mark (name-rules.ts shownName).
      name: `Usuário ${accountMark(user.uid)}`,
      hasOwnName: false,
      email: user.email,
      hasActivated: false,
      pointsWriting: 0,
      pointsSpeaking: 0,
      totalPoints: 0,
    });
    const stored = (await testDb().collection('users').doc(user.uid).get()).data();
    expect(stored).toMatchObject({ name: 'Usuário', hasActivated: false, totalPoints: 0 });
    expect(stored?.createdAt).toBeDefined();
  });

  it('is idempotent: never resets points or activation, only fills a missing name', async () => {
    const user = await signUp();
    await call(apiPaths.createUser, {
      token: user.idToken,
      json: { uid: user.uid, email: user.email, name: '' },
    });
    const ref = testDb().collection('users').doc(user.uid);
    await ref.update({ hasActivated: true, pointsWriting: 30, totalPoints: 30, name: '' });
    const again = await call<UserProfile>(apiPaths.createUser, {
      token: user.idToken,
      json: { uid: user.uid, email: user.email, name: 'Beatriz' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      name: 'Beatriz',
      hasActivated: true,
      pointsWriting: 30,
      totalPoints: 30,
    });
    const third = await call<UserProfile>(apiPaths.createUser, {
      token: user.idToken,
      json: { uid: user.uid, email: user.email, name: 'Outro Nome' },
    });
    expect(third.body.name).toBe('Beatriz');
  });

  it("refuses to create someone else's record", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const result = await call(apiPaths.createUser, {
      token: me.idToken,
      json: { uid: other.uid, email: other.email },
    });
    expect(result.status).toBe(403);
    expect((await testDb().collection('users').doc(other.uid).get()).exists).toBe(false);
  });

  it("stores the token's e-mail only: none for an account without one, whatever the body says", async () => {
    const guest = await signUpAnonymously();
    const created = await call<UserProfile>(apiPaths.createUser, {
      token: guest.idToken,
      json: { uid: guest.uid, email: 'diretora@escola.com.br' },
    });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe('');
    const stored = await testDb().collection('users').doc(guest.uid).get();
    expect(stored.get('email')).toBeNull();

    const user = await signUp();
    await call(apiPaths.createUser, {
      token: user.idToken,
      json: { uid: user.uid, email: 'diretora@escola.com.br' },
    });
    expect((await testDb().collection('users').doc(user.uid).get()).get('email')).toBe(user.email);
  });

  it("an address stored before from the body is replaced by the token's at the learner's next visit", async () => {
    const guest = await signUpAnonymously();
    await testDb()
      .collection('users')
      .doc(guest.uid)
      .set({ name: 'Aluna', email: 'diretora@escola.com.br', hasActivated: true, totalPoints: 0 });
    const me = await call<UserProfile>(apiPaths.me, { token: guest.idToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('');
    const stored = (await testDb().collection('users').doc(guest.uid).get()).data();
    expect(stored).toMatchObject({ name: 'Aluna', email: null, hasActivated: true });
  });
});

describe('GET /api/users/me', () => {
  it('creates a missing record from the token and returns the profile', async () => {
    const user = await signUp('Carla Dias');
    const result = await call<UserProfile>(apiPaths.me, { token: user.idToken });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      uid: user.uid,
      name: 'Carla Dias',
      hasOwnName: true,
      email: user.email,
      photoURL: null,
      hasActivated: false,
      showOnRanking: true,
      privacyNoticeVersion: null,
      pointsWriting: 0,
      pointsSpeaking: 0,
      totalPoints: 0,
      className: null,
      role: null,
    });
    expect(result.headers.get('cache-control')).toContain('no-store');
    expect((await testDb().collection('users').doc(user.uid).get()).exists).toBe(true);
  });

  it('needs a token', async () => {
    const result = await call(apiPaths.me);
    expect(result.status).toBe(401);
    expect(errorOf(result)).toBe('Você precisa estar logado.');
  });
});
