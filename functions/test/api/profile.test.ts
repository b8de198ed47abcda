/**
 * ensureProfile (what POST /api/users/create-user and GET /api/users/me run) on the emulator's
 * Firestore, without the HTTP stack.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureProfile, type ProfileRequest } from '../../src/account/profile';
import type { Caller } from '../../src/http/authenticate';
import { accountMark } from '../../src/shared/name-rules';
import { testDb } from './admin';

function callerOf(uid: string, changes: Partial<Caller> = {}): Caller {
  return {
    uid,
    email: 'conta@example.com',
    emailVerified: false,
    name: null,
    photoURL: 'https://example.com/ana.png',
    signInProvider: 'password',
    defaultName: 'Usuário',
    authTime: Math.floor(Date.now() / 1000),
    roles: { admin: false, teacher: false },
    stillCurrent: async () => true,
    ...changes,
  };
}

function profile(uid: string, request: Partial<ProfileRequest> = {}, caller: Partial<Caller> = {}) {
  return ensureProfile({
    db: testDb(),
    caller: callerOf(uid, caller),
    email: null,
    now: new Date(),
    role: null,
    ...request,
  });
}

describe('ensureProfile', () => {
  it('creates a missing record with zero points and no activation; the picture is the token’s', async () => {
    const uid = `profile-${randomUUID()}`;
    expect(await profile(uid, { typedName: 'Ana', email: 'ana@example.com' })).toEqual({
      uid,
      name: 'Ana',
      hasOwnName: true,
      email: 'ana@example.com',
      photoURL: 'https://example.com/ana.png',
      hasActivated: false,
      showOnRanking: true,
      privacyNoticeVersion: null,
      pointsWriting: 0,
      pointsSpeaking: 0,
      totalPoints: 0,
      className: null,
      role: null,
    });
    const stored = (await testDb().collection('users').doc(uid).get()).data();
    expect(stored).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
    expect(stored).not.toHaveProperty('photoURL');
  });

  it('never resets an existing record: only a missing name is filled in', async () => {
    const uid = `profile-${randomUUID()}`;
    const ref = testDb().collection('users').doc(uid);
    await ref.set({ name: '', email: null, hasActivated: true, pointsSpeaking: 20, totalPoints: 20 });
    const filled = await profile(uid, { typedName: 'Beatriz', email: 'outro@example.com' });
    expect(filled).toMatchObject({
      name: 'Beatriz',
      hasActivated: true,
      pointsSpeaking: 20,
      totalPoints: 20,
    });
    expect((await profile(uid, { typedName: 'Outro Nome' })).name).toBe('Beatriz');
    expect((await ref.get()).data()).toMatchObject({ name: 'Beatriz', email: null, totalPoints: 20 });
  });

  it('a record without an email answers the token’s, or none', async () => {
    const uid = `profile-${randomUUID()}`;
    expect((await profile(uid)).email).toBe('conta@example.com');
    expect((await profile(uid, {}, { email: null })).email).toBe('');
    expect(await profile(uid)).toMatchObject({ name: `Usuário ${accountMark(uid)}`, hasOwnName: false });
  });

  it('a record made for an account no longer current is taken back: 401, nothing left', async () => {
    const uid = `profile-${randomUUID()}`;
    await expect(profile(uid, {}, { stillCurrent: async () => false })).rejects.toMatchObject({
      status: 401,
    });
    expect((await testDb().collection('users').doc(uid).get()).exists).toBe(false);
  });

  it('records the consent once per notice version; a minor needs a guardian', async () => {
    const uid = `profile-${randomUUID()}`;
    const minor = { noticeVersion: '2026-11-25', adult: false };
    await expect(profile(uid, { consent: minor })).rejects.toMatchObject({ status: 400 });
    expect((await testDb().collection('users').doc(uid).get()).exists).toBe(false);
    const signedUp = await profile(uid, { consent: { ...minor, guardianConsent: true } });
    expect(signedUp.privacyNoticeVersion).toBe('2026-11-25');
    const stored = (await testDb().collection('users').doc(uid).get()).get('consent');
    expect(stored).toMatchObject({ noticeVersion: '2026-11-25', adult: false, guardianConsent: true });
    const later = await profile(uid, { consent: { noticeVersion: '2027-01-10', adult: true } });
    expect(later.privacyNoticeVersion).toBe('2027-01-10');
  });
});
