/**
 * ensureProfile (what POST /api/users/create-user and GET /api/users/me run) on the emulator's
 * Firestore, without the HTTP stack.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureProfile, type ProfileRequest } from '../../src/account/profile';
import { testDb } from './admin';

const token = { tokenEmail: 'conta@example.com', photoURL: 'https://example.com/ana.png' };

function profile(uid: string, request: Pick<ProfileRequest, 'name' | 'email'> & Partial<ProfileRequest>) {
  return ensureProfile({ db: testDb(), uid, ...token, ...request });
}

describe('ensureProfile', () => {
  it('creates a missing record with zero points and no activation; the picture is the token’s', async () => {
    const uid = `profile-${randomUUID()}`;
    expect(await profile(uid, { name: 'Ana', email: 'ana@example.com' })).toEqual({
      uid,
      name: 'Ana',
      email: 'ana@example.com',
      photoURL: 'https://example.com/ana.png',
      hasActivated: false,
      pointsWriting: 0,
      pointsSpeaking: 0,
      totalPoints: 0,
    });
    const stored = (await testDb().collection('users').doc(uid).get()).data();
    expect(stored).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
    expect(stored).not.toHaveProperty('photoURL');
  });

  it('never resets an existing record: only a missing name is filled in', async () => {
    const uid = `profile-${randomUUID()}`;
    const ref = testDb().collection('users').doc(uid);
    await ref.set({ name: '', email: null, hasActivated: true, pointsSpeaking: 20, totalPoints: 20 });
    const filled = await profile(uid, { name: 'Beatriz', email: 'outro@example.com' });
    expect(filled).toMatchObject({
      name: 'Beatriz',
      hasActivated: true,
      pointsSpeaking: 20,
      totalPoints: 20,
    });
    expect((await profile(uid, { name: 'Outro Nome', email: null })).name).toBe('Beatriz');
    expect((await ref.get()).data()).toMatchObject({ name: 'Beatriz', email: null, totalPoints: 20 });
  });

  it('a record without an email answers the token’s, or none', async () => {
    const uid = `profile-${randomUUID()}`;
    expect((await profile(uid, { name: null, email: null })).email).toBe('conta@example.com');
    expect((await profile(uid, { name: null, email: null, tokenEmail: null })).email).toBe('');
    expect((await profile(uid, { name: null, email: null })).name).toBe('Usuário');
  });
});
