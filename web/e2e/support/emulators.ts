/**
 * Test set-up through the same emulators the app uses: learners in the auth emulator, and
 * their records and activation keys written straight into Firestore (firebase-admin), as an
 * academy admin would in the console.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const PASSWORD = 'segredo123';

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (!db) {
    const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-academia' });
    db = getFirestore(app);
  }
  return db;
}

export interface Learner {
  uid: string;
  email: string;
  password: string;
  name: string | undefined;
}

export function freshEmail(): string {
  return `aluno-${randomUUID()}@example.com`;
}

/** A learner signed up in the auth emulator (not yet known to the product's database). */
export async function signUpLearner(name?: string): Promise<Learner> {
  const email = freshEmail();
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, displayName: name, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { uid: localId, email, password: PASSWORD, name };
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
  await firestore()
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

const KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An activation key as the academy issues them (XXXXX-XXXXX-XXXXX-XXXXX), stored unused. */
export async function seedKey({ redeemedBy = null }: { redeemedBy?: string | null } = {}): Promise<string> {
  let key = '';
  for (let i = 0; i < 20; i++) key += KEY_ALPHABET[Math.floor(Math.random() * KEY_ALPHABET.length)];
  await firestore()
    .collection('activationKeys')
    .doc(key)
    .set({ redeemedBy, redeemedAt: redeemedBy ? new Date() : null });
  return key.match(/.{5}/g)?.join('-') ?? key;
}
