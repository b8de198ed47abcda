/**
 * Direct Firestore access for test set-up and for checking what was (not) written, through the
 * same emulator the function uses. The data module is driven through it too.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, urls } from '../../../scripts/stack-config.mjs';
import { generateKey } from '../../src/activation/key-rules';
import { academyDay } from '../../src/data/calendar';
import { apiPaths } from '../../src/shared/contract';
import { call, signIn, signUp, type TestUser } from './stack';

process.env.FIRESTORE_EMULATOR_HOST ??= urls.firestoreHost;

let db: Firestore | undefined;

export function testDb(): Firestore {
  if (!db) {
    const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
    db = getFirestore(app);
  }
  return db;
}

/**
 * The record of a learner the data module is driven for directly, made if missing (an existing
 * one is left as it is): every write about a learner needs it (src/data/users.ts
 * whileUserExists), as the API's routes make it before they write.
 */
export async function seedLearner(uid: string, fields: Record<string, unknown> = {}): Promise<void> {
  const record = { name: 'Aluna', hasActivated: false, pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 };
  await testDb()
    .collection('users')
    .doc(uid)
    .create({ ...record, ...fields })
    .catch((error: { code?: unknown }) => {
      if (error.code !== 6) throw error;
    });
}

/** An activated learner written straight into Firestore, its uid starting with `prefix`. */
export async function seedActivatedLearner(prefix: string): Promise<string> {
  const uid = `${prefix}-${randomUUID()}`;
  await seedLearner(uid, { hasActivated: true });
  return uid;
}

/** A São Paulo midday no other test uses, so a learner's or the academy's day starts empty. */
export function freshDay(): Date {
  const day = new Date(Date.UTC(2090, 0, 1, 15));
  day.setUTCDate(day.getUTCDate() + Math.floor(Math.random() * 3650));
  return day;
}

/** The learner's São Paulo day of counters (dailyUsage/{uid}_{day}). */
export const dayDoc = (uid: string, now: Date) =>
  testDb()
    .collection('dailyUsage')
    .doc(`${uid}_${academyDay(now)}`);

/** Adds an activation key, as an academy admin would in the console; unused unless told. */
export async function seedKey({ redeemedBy = null }: { redeemedBy?: string | null } = {}): Promise<string> {
  const key = generateKey();
  await testDb()
    .collection('activationKeys')
    .doc(key)
    .set({ redeemedBy, redeemedAt: redeemedBy ? new Date() : null });
  return key;
}

/** A signed-up learner whose account was activated through the API. */
export async function activatedUser(displayName?: string): Promise<TestUser> {
  const user = await signUp(displayName);
  const result = await call(apiPaths.validateKey, {
    token: user.idToken,
    json: { userId: user.uid, activationKey: await seedKey() },
  });
  if (result.status !== 200) throw new Error(`activation failed: ${JSON.stringify(result.body)}`);
  return user;
}

/** What the API stores about a learner that a refused call must not have touched. */
export async function storedAbout(uid: string) {
  const db = testDb();
  const [user, usage, attempts, progress, practices] = await Promise.all([
    db.collection('users').doc(uid).get(),
    db.collection('dailyUsage').where('uid', '==', uid).get(),
    db.collection('keyAttempts').where('uid', '==', uid).get(),
    db.collection('progress').doc(uid).get(),
    db.collection('practices').where('uid', '==', uid).get(),
  ]);
  return {
    user: user.data() ?? null,
    usage: usage.size,
    attempts: attempts.size,
    progress: progress.data() ?? null,
    // Each practice as stored: its audios and what was saved of it (`saved`, `field`, `closed`).
    practices: practices.docs.map((practice) => practice.data()),
  };
}

/**
 * Marks the account's e-mail confirmed, as following the link of its confirmation e-mail does
 * (roles go only to a confirmed address). A token made before still says it is not: sign in again.
 */
export async function confirmEmail(uid: string): Promise<void> {
  testDb(); // initialises the Admin SDK's app, which getAuth() uses
  await getAuth().updateUser(uid, { emailVerified: true });
}

/** A signed-up account whose e-mail is confirmed, signed in again so its token says so. */
export async function verifiedUser(name?: string): Promise<TestUser> {
  const user = await signUp(name);
  await confirmEmail(user.uid);
  return signIn(user.email);
}

/**
 * A signed-up account, its e-mail confirmed, with the academy `role`'s claim, signed in again so
 * its token carries both.
 */
export async function withRole(role: 'admin' | 'teacher' | null, name?: string): Promise<TestUser> {
  const user = await signUp(name ?? `Equipe ${randomUUID().slice(0, 6)}`);
  if (!role) return user;
  await confirmEmail(user.uid);
  await getAuth().setCustomUserClaims(user.uid, { [role]: true });
  return signIn(user.email);
}
