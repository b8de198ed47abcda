/**
 * Test set-up through the same emulators the app uses: learners in the auth emulator, and
 * their records and activation keys written straight into Firestore (firebase-admin), as an
 * academy admin would in the console.
 */

import { academyWeek } from '../../../functions/src/data/calendar';
import { formatKey } from '../../../functions/src/shared/key-format';
import { seedKey as seedStoredKey, testDb } from '../../../functions/test/api/admin';
import { freshEmail, signUp, TEST_PASSWORD } from '../../../functions/test/api/stack';

export { freshEmail, TEST_PASSWORD as PASSWORD, testDb as firestore };

export interface Learner {
  uid: string;
  email: string;
  password: string;
  name: string | undefined;
}

/** A learner signed up in the auth emulator (not yet known to the product's database). */
export async function signUpLearner(name?: string): Promise<Learner> {
  const { uid, email } = await signUp(name);
  return { uid, email, password: TEST_PASSWORD, name };
}

export interface UserRecord {
  name?: string;
  hasActivated?: boolean;
  pointsWriting?: number;
  pointsSpeaking?: number;
}

/** Writes users/{uid} as the API stores it (totalPoints is their sum). */
export async function seedUser(uid: string, record: UserRecord): Promise<void> {
  const pointsWriting = record.pointsWriting ?? 0;
  const pointsSpeaking = record.pointsSpeaking ?? 0;
  await testDb()
    .collection('users')
    .doc(uid)
    .set(
      {
        name: record.name ?? 'Usuário',
        email: null,
        hasActivated: record.hasActivated ?? false,
        pointsWriting,
        pointsSpeaking,
        totalPoints: pointsWriting + pointsSpeaking,
      },
      { merge: true },
    );
}

/** Writes the learner's points of this academy week, as the API's point writes leave them. */
export async function seedWeek(
  uid: string,
  record: Required<Omit<UserRecord, 'hasActivated'>>,
): Promise<void> {
  const week = academyWeek(new Date());
  await testDb()
    .collection('weeklyPoints')
    .doc(`${week}_${uid}`)
    .set({ uid, week, ...record, totalPoints: record.pointsWriting + record.pointsSpeaking });
}

/** An activation key as the academy hands it out (XXXXX-XXXXX-XXXXX-XXXXX), stored unused. */
export async function seedKey(options: { redeemedBy?: string | null } = {}): Promise<string> {
  return formatKey(await seedStoredKey(options));
}
