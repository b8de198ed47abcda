/**
 * DELETE /api/users/me through the running stack with real ID tokens, and its steps through the
 * data module where a failure or a write in flight must be placed between them: nothing about
 * the learner is left in any collection of the registry, the spent key stays spent, the old token
 * gets 401 everywhere and brings nothing back, a failure midway is finished by the next attempt,
 * and a write in flight lands nowhere.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { type AccountAuth, deleteAccount } from '../../src/account/delete-account';
import { DELETED_ACCOUNT, LEARNER_COLLECTIONS } from '../../src/data/collections';
import { ensureUser } from '../../src/data/users';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { savePracticePoints } from '../../src/practice/saves/save-store';
import { deleteAuthAccount, revokeSessions, verifyIdToken } from '../../src/services/firebase-admin';
import { apiPaths, apiRoutes } from '../../src/shared/contract';
import { RECENT_SIGN_IN_SECONDS } from '../../src/shared/rules';
import { storedAbout, testDb } from './admin';
import { withCommits, withCreates } from './faults';
import { type FullLearner, fullLearner } from './full-learner';
import { learnerDocuments, tracesOf } from './learner-traces';
import { routeTable, sampleBodyOf, urlOf } from './route-table';
import { call, errorOf, signIn, signUp, type TestUser, withClaims } from './stack';

const realAuth: AccountAuth = { revokeSessions, deleteAuthAccount };

/** Tokens carry `auth_time` in seconds and a revocation counts from its second: one must pass. */
const nextSecond = () => sleep(1_100);

const authTimeOf = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { auth_time: number })
    .auth_time;

/** `email` signed in again, within the very second it asks. */
async function signedInThisSecond(email: string): Promise<TestUser> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const user = await signIn(email);
    if (authTimeOf(user.idToken) === Math.floor(Date.now() / 1000)) return user;
  }
  throw new Error('no sign-in fell within its second');
}

/** What `ensureUser` asks after a create: Firebase Auth's answer for this token (as http/authenticate.ts). */
const isCurrent = (user: TestUser) =>
  verifyIdToken(user.idToken, true).then(
    () => true,
    () => false,
  );

const remove = (user: TestUser) => call(apiPaths.me, { method: 'DELETE', token: user.idToken });

/** Every collection and subcollection the registry says holds something about a learner. */
const learnerCollectionNames = LEARNER_COLLECTIONS.flatMap((spec) => [
  spec.name,
  ...spec.subcollections.map((sub) => sub.name),
]);
/** The collections a trace's path runs through: `dailyUsage/x/audioLog/0` -> dailyUsage, audioLog. */
const collectionsOf = (traces: string[]) =>
  new Set(traces.flatMap((trace) => (trace.split(':')[0] ?? '').split('/').filter((_, i) => i % 2 === 0)));

async function accountExists(uid: string): Promise<boolean> {
  return getAuth()
    .getUser(uid)
    .then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return false;
        throw error;
      },
    );
}

/** Every call of the router table with `user`'s token: the statuses, by route. */
async function callEveryRoute(user: TestUser): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const entry of routeTable()) {
    const url = urlOf(entry, user.uid);
    const result = await call(url, {
      method: entry.method,
      token: user.idToken,
      json: sampleBodyOf(entry, user.uid),
    });
    statuses[`${entry.method} ${entry.path}`] = result.status;
  }
  return statuses;
}

/** A learner with something everywhere, and what the registry's collections held about them. */
async function learnerWithEverything(): Promise<FullLearner & { parents: string[] }> {
  const full = await fullLearner();
  const before = await tracesOf(full.learner);
  // The test is worth something only if the learner is in every collection it must empty.
  expect([...learnerCollectionNames].filter((name) => !collectionsOf(before).has(name))).toEqual([]);
  return { ...full, parents: await learnerDocuments(full.learner) };
}

describe('DELETE /api/users/me', () => {
  it('leaves nothing about the learner in any collection; the key stays spent; the e-mail is free again', async () => {
    const { user, learner, key, parents } = await learnerWithEverything();
    await nextSecond();
    const deleted = await remove(user);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect(deleted.headers.get('cache-control')).toBe('private, no-store');

    expect(await tracesOf(learner, parents)).toEqual([]);
    expect(await accountExists(user.uid)).toBe(false);
    const [keyDoc, redemption] = await Promise.all([
      testDb().collection('activationKeys').doc(key).get(),
      testDb().collection('keyRedemptions').doc(key).get(),
    ]);
    expect(keyDoc.get('redeemedBy')).toBe(DELETED_ACCOUNT);
    expect(keyDoc.get('redeemedAt')).toBeDefined();
    expect(redemption.get('uid')).toBe(DELETED_ACCOUNT);
    const other = await signUp();
    const reused = await call(apiPaths.validateKey, {
      token: other.idToken,
      json: { userId: other.uid, activationKey: key },
    });
    expect(reused.status).toBe(409);

    // The e-mail can sign up again: a new account, with nothing of the old one.
    const again = await signUp(learner.name, learner.email);
    expect(again.uid).not.toBe(user.uid);
  });

  it('afterwards the old token gets 401 on every call, and nothing is created again', async () => {
    const { user, learner, parents } = await learnerWithEverything();
    await nextSecond();
    expect((await remove(user)).status).toBe(200);
    const statuses = await callEveryRoute(user);
    const authenticated = routeTable().filter((entry) => entry.authenticated);
    expect(authenticated.length).toBeGreaterThan(15);
    // The public calls answer as to anyone: a class link that names none (urlOf's id) is 404.
    const publicStatus = (path: string) => (path === apiRoutes.classLink ? 404 : 200);
    for (const entry of routeTable()) {
      expect(statuses[`${entry.method} ${entry.path}`], `${entry.method} ${entry.path}`).toBe(
        entry.authenticated ? 401 : publicStatus(entry.path),
      );
    }
    expect(await tracesOf(learner, parents)).toEqual([]);
    // And the public rankings do not name them.
    for (const path of [apiPaths.ranking, apiPaths.weeklyRanking]) {
      expect(JSON.stringify((await call(path)).body)).not.toContain(user.uid);
    }
  });

  it('needs a sign-in within the last 5 minutes: an older one gets 401 asking to sign in again, and nothing is deleted', async () => {
    const user = await signUp(`Antiga ${randomUUID().slice(0, 8)}`);
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(200);
    // The auth emulator's tokens are unsigned: the same token, signed in 5 minutes and 10
    // seconds ago, on an account whose tokens are valid since an hour before (as a real one's).
    const authTime = authTimeOf(user.idToken);
    await backdateValidSince(user.uid, authTime - 3600);
    const stale = withClaims(user.idToken, { auth_time: authTime - RECENT_SIGN_IN_SECONDS - 10 });
    expect((await call(apiPaths.me, { token: stale })).status).toBe(200);
    const refused = await call(apiPaths.me, { method: 'DELETE', token: stale });
    expect(refused.status).toBe(401);
    expect(errorOf(refused)).toBe(
      'Por segurança, entre novamente na sua conta (com a sua senha ou o Google) para excluí-la.',
    );
    expect(await accountExists(user.uid)).toBe(true);
    expect((await testDb().collection('users').doc(user.uid).get()).exists).toBe(true);
    // Just within the 5 minutes, it passes.
    const recent = withClaims(user.idToken, {
      auth_time: Math.floor(Date.now() / 1000) - RECENT_SIGN_IN_SECONDS + 5,
    });
    expect((await call(apiPaths.me, { method: 'DELETE', token: recent })).status).toBe(200);
    expect(await accountExists(user.uid)).toBe(false);
  });

  it('a deletion interrupted after its first writes is finished by the next attempt, after signing in again', async () => {
    const { user, learner, parents } = await learnerWithEverything();
    await nextSecond();
    // Fault injection at the data boundary: the third batch of the deletion fails, after the
    // record and one collection went.
    let commits = 0;
    const failing = withCommits(testDb(), async (real) => {
      commits++;
      if (commits === 3) throw Object.assign(new Error('injected: commit failed'), { code: 14 });
      return real();
    });
    await expect(deleteAccount(failing, realAuth, user.uid)).rejects.toThrow('injected');
    const halfway = await tracesOf(learner, parents);
    expect(halfway.length).toBeGreaterThan(0);
    expect(halfway.some((trace) => trace.startsWith(`users/${user.uid}`))).toBe(false);
    expect(await accountExists(user.uid)).toBe(true);

    // The old token was revoked first: it reads nothing and makes nothing again.
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(401);
    expect((await testDb().collection('users').doc(user.uid).get()).exists).toBe(false);
    expect((await remove(user)).status).toBe(401);

    const again = await signIn(user.email);
    expect((await remove(again)).status).toBe(200);
    expect(await tracesOf(learner, parents)).toEqual([]);
    expect(await accountExists(user.uid)).toBe(false);
  });

  it('a deletion whose last step (the Auth account) failed is finished by the next attempt', async () => {
    const { user, learner, parents } = await learnerWithEverything();
    await nextSecond();
    const authFails: AccountAuth = {
      revokeSessions,
      deleteAuthAccount: async () => {
        throw new Error('injected: Firebase Auth unavailable');
      },
    };
    await expect(deleteAccount(testDb(), authFails, user.uid, 0, user.email)).rejects.toThrow('injected');
    expect(await tracesOf(learner, parents)).toEqual([]);
    expect(await accountExists(user.uid)).toBe(true);
    const again = await signIn(user.email);
    expect((await remove(again)).status).toBe(200);
    expect(await accountExists(user.uid)).toBe(false);
    expect(await tracesOf(learner, parents)).toEqual([]);
  });

  it('asked within the second of the sign-in, it still revokes that sign-in (Auth counts revocations by the second)', async () => {
    const user = await signUp(`Mesmo segundo ${randomUUID().slice(0, 8)}`);
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(200);
    const fresh = await signedInThisSecond(user.email);
    // Stopped before the account goes, so that what the revocation did shows.
    const keepsAccount: AccountAuth = {
      revokeSessions,
      deleteAuthAccount: async () => {
        throw new Error('injected: stop before the Auth account');
      },
    };
    await expect(deleteAccount(testDb(), keepsAccount, user.uid, authTimeOf(fresh.idToken))).rejects.toThrow(
      'injected',
    );
    await expect(verifyIdToken(fresh.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    expect((await call(apiPaths.me, { token: fresh.idToken })).status).toBe(401);
  });

  it('what a call past its check wrote after the first sweep is swept once the account is gone', async () => {
    const name = `Depois ${randomUUID().slice(0, 8)}`;
    const user = await signUp(name);
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(200);
    const learner = { uid: user.uid, email: user.email, name };
    const parents = await learnerDocuments(learner);
    await nextSecond();
    // A call that asked Auth before the revocation landed makes the record again between the
    // erasure and the Auth account's deletion.
    const lateWrite: AccountAuth = {
      revokeSessions,
      deleteAuthAccount: async (uid) => {
        const made = await ensureUser(testDb(), uid, {
          name,
          email: user.email,
          stillCurrent: async () => true,
        });
        expect(made?.name).toBe(name);
        await deleteAuthAccount(uid);
      },
    };
    await deleteAccount(testDb(), lateWrite, user.uid, authTimeOf(user.idToken));
    expect(await tracesOf(learner, parents)).toEqual([]);
    expect(await accountExists(user.uid)).toBe(false);
  });

  it('a save in flight when the account is deleted lands nowhere: its batch needs the record', async () => {
    const name = `Em voo ${randomUUID().slice(0, 8)}`;
    const user = await signUp(name);
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(200);
    const practiceId = `practice-${randomUUID()}`;
    await consumeAudio(testDb(), user.uid, new Date(), practiceId);
    const learner = { uid: user.uid, email: user.email, name };
    const parents = await learnerDocuments(learner);
    await nextSecond();

    // The save reads, plans and reaches its commit; the commit waits until the deletion is done.
    let reached!: () => void;
    const atCommit = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = withCommits(testDb(), async (real) => {
      reached();
      await released;
      return real();
    });
    const saving = savePracticePoints(held, user.uid, {
      practiceId,
      kind: 'writing',
      points: 10,
      now: new Date(),
    });
    await atCommit;
    expect((await remove(user)).status).toBe(200);
    release();
    await expect(saving).rejects.toMatchObject({ code: 5 });
    expect(await tracesOf(learner, parents)).toEqual([]);

    // A record made by a request that was authenticated before the deletion is taken back.
    const stillCurrent = () => isCurrent(user);
    expect(await ensureUser(testDb(), user.uid, { name, email: user.email, stillCurrent })).toBeNull();
    expect(await tracesOf(learner, parents)).toEqual([]);
  });

  it('a record erased between the create that found it and the read after is not written back', async () => {
    const name = `Entre ${randomUUID().slice(0, 8)}`;
    const user = await signUp(name);
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(200);
    const learner = { uid: user.uid, email: user.email, name };
    const parents = await learnerDocuments(learner);
    await nextSecond();
    // A call authenticated before the deletion tries to create the record, finds it, and the
    // deletion erases it (and then the account) before that call reads it to fill in what is missing.
    let erased = false;
    const racing = withCreates(testDb(), 'users', async (real) => {
      try {
        return await real();
      } finally {
        if (!erased) {
          erased = true;
          expect((await remove(user)).status).toBe(200);
        }
      }
    });
    const stillCurrent = () => isCurrent(user);
    expect(await ensureUser(racing, user.uid, { name, email: user.email, stillCurrent })).toBeNull();
    expect(erased).toBe(true);
    expect(await tracesOf(learner, parents)).toEqual([]);
  });

  it('race: the deletion and 10 saves of another tab at once -> afterwards nothing of the learner anywhere', async () => {
    const name = `Corrida ${randomUUID().slice(0, 8)}`;
    const user = await signUp(name);
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(200);
    const practiceIds = Array.from({ length: 10 }, () => `practice-${randomUUID()}`);
    for (const practiceId of practiceIds) await consumeAudio(testDb(), user.uid, new Date(), practiceId);
    const learner = { uid: user.uid, email: user.email, name };
    const parents = await learnerDocuments(learner);
    await nextSecond();
    const saves = practiceIds.map((practiceId) =>
      call(apiPaths.updateWritingPoints, {
        token: user.idToken,
        json: { userId: user.uid, pointsWriting: 10, practiceId },
      }),
    );
    const [deleted, ...saved] = await Promise.all([remove(user), ...saves]);
    expect(deleted.status).toBe(200);
    console.log(`saves racing the deletion: ${saved.map((result) => result.status).join(' ')}`);
    // Each save either landed before the record went (and was then deleted), or was refused: its
    // token revoked or its record gone (401), or its practice already deleted (409).
    expect(
      saved.map((result) => result.status).filter((status) => ![200, 401, 409].includes(status)),
    ).toEqual([]);
    expect(await tracesOf(learner, parents)).toEqual([]);
  });
});

describe('a disabled account', () => {
  it('cannot write or read: 403 with its sentence on every call behind a sign-in, nothing written', async () => {
    const user = await signUp(`Desativada ${randomUUID().slice(0, 8)}`);
    expect((await call(apiPaths.me, { token: user.idToken })).status).toBe(200);
    await testDb().collection('users').doc(user.uid).update({ hasActivated: true });
    const before = await storedAbout(user.uid);
    await getAuth().updateUser(user.uid, { disabled: true });
    const statuses = await callEveryRoute(user);
    for (const entry of routeTable().filter((route) => route.authenticated)) {
      expect(statuses[`${entry.method} ${entry.path}`], `${entry.method} ${entry.path}`).toBe(403);
    }
    const refused = await call(apiPaths.updateWritingPoints, {
      token: user.idToken,
      json: sampleBodyOf(
        { method: 'POST', path: apiRoutes.updateWritingPoints, authenticated: true },
        user.uid,
      ),
    });
    expect(errorOf(refused)).toBe('Sua conta está desativada. Fale com a academia para reativá-la.');
    expect(await storedAbout(user.uid)).toEqual(before);
    expect(await accountExists(user.uid)).toBe(true);
  });
});

/** The auth emulator's own call: the account's tokens count as valid from `seconds` on. */
async function backdateValidSince(uid: string, seconds: number): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(seconds) }),
    },
  );
  expect(response.status).toBe(200);
}
