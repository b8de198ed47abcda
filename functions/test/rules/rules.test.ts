/**
 * firestore.rules evaluated by the official emulator: no client, signed in or not, owner or
 * not, reads or writes any collection the product uses. `npm run test:rules` (Java 21).
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';

const COLLECTIONS = [
  'users',
  'activationKeys',
  'keyRedemptions',
  'keyAttempts',
  'dailyUsage',
  'practices',
  'conversations',
  'conversationTurns',
  'weeklyPoints',
  'progress',
  'speechCache',
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-academia-rules',
    firestore: { rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8') },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    for (const name of COLLECTIONS) await context.firestore().doc(`${name}/aluna`).set({ uid: 'aluna' });
  });
});

afterAll(() => env?.cleanup());

describe.each(COLLECTIONS)('%s', (name) => {
  it('is closed to the owner, to another learner and to anonymous visitors', async () => {
    for (const context of [
      env.authenticatedContext('aluna'),
      env.authenticatedContext('outra'),
      env.unauthenticatedContext(),
    ]) {
      const db = context.firestore();
      await assertFails(db.doc(`${name}/aluna`).get());
      await assertFails(db.collection(name).get());
      await assertFails(db.doc(`${name}/aluna`).set({ uid: 'aluna', totalPoints: 1_000_000 }));
      await assertFails(db.doc(`${name}/aluna`).update({ totalPoints: 1_000_000 }));
      await assertFails(db.doc(`${name}/aluna`).delete());
      await assertFails(db.doc(`${name}/nova`).set({ uid: 'nova' }));
    }
  });
});
