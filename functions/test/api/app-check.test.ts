/**
 * App Check enforced (APP_CHECK=enforce), with the real middleware, routes and emulators, and a
 * stand-in at the verifier port (../app-check-stand-in.ts). The stack's function runs with App
 * Check off, so this file serves the API in-process with the setting on; every other API test
 * shows the calls unchanged while it is off.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.APP_CHECK = 'enforce';
});
vi.mock('../../src/services/app-check/firebase-app-check', async () => ({
  FirebaseAppCheckVerifier: (await import('../app-check-stand-in')).StandInAppCheck,
}));

import { urls } from '../../../scripts/stack-config.mjs';
import { createApi } from '../../src/app';
import { serveForTest } from '../../src/http/serve-for-test';
import { messages } from '../../src/messages';
import { firestore } from '../../src/services/firebase-admin';
import { apiPaths } from '../../src/shared/contract';
import { issueAppCheckToken, verifications } from '../app-check-stand-in';
import { webmRecording } from '../recordings';
import { activatedUser, seedKey, storedAbout, testDb } from './admin';
import { signUp, type TestUser } from './stack';

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= urls.auth.replace('http://', '');

let base = '';
beforeAll(async () => {
  // The API's own Firestore handle first: it sets its settings, which testDb() then shares.
  firestore();
  base = await serveForTest(createApi());
});

async function send(path: string, user: TestUser, body: unknown, appCheck?: string) {
  const raw = body instanceof Uint8Array;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${user.idToken}`,
      'Content-Type': raw ? 'audio/webm' : 'application/json',
      // A request at the function's own URL writes whatever address it likes here.
      'X-Forwarded-For': '198.51.100.77',
      ...(appCheck === undefined ? {} : { 'X-Firebase-AppCheck': appCheck }),
    },
    body: raw ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

const costlyCalls = (user: TestUser) =>
  [
    [apiPaths.generateAudio, { text: 'Practice makes perfect.', practiceId: randomUUID() }],
    [apiPaths.recognizeSpeech('Confidence comes from practice.'), webmRecording()],
    [apiPaths.conversation, { prompt: 'I like pizza.' }],
    [apiPaths.validateKey, { userId: user.uid, activationKey: 'ABCDEFGHJKMNPQRSTVWX' }],
  ] as const;

describe('App Check enforced', () => {
  it('refuses every costly call and key validation without a token, or with a forged one, before anything is spent or counted', async () => {
    const learner = await activatedUser();
    const before = await storedAbout(learner.uid);
    for (const [path, body] of costlyCalls(learner)) {
      for (const token of [undefined, '', 'forged.token']) {
        const answer = await send(path, learner, body, token);
        expect({ path, token, ...answer }).toEqual({
          path,
          token,
          status: 401,
          body: { error: messages.appCheckRefused },
        });
      }
    }
    expect(await storedAbout(learner.uid)).toEqual(before);
  });

  it('lets a call with a valid token through, the token kept for the costly calls', async () => {
    const learner = await activatedUser();
    const token = issueAppCheckToken();
    for (let turn = 0; turn < 2; turn++) {
      expect((await send(apiPaths.conversation, learner, { prompt: 'I like pizza.' }, token)).status).toBe(
        200,
      );
    }
    expect(verifications.filter((each) => each.token === token)).toEqual([
      { token, consume: false },
      { token, consume: false },
    ]);
  });

  it('spends a limited-use token per key attempt: the same token again books nothing on the learner or the address', async () => {
    const learner = await signUp();
    const token = issueAppCheckToken();
    const attempt = (key: string) =>
      send(apiPaths.validateKey, learner, { userId: learner.uid, activationKey: key }, token);
    expect((await attempt('ABCDEFGHJKMNPQRSTVWX')).status).toBe(400);
    const booked = await storedAbout(learner.uid);
    const addresses = (await testDb().collection('keyAttemptsByAddress').get()).size;
    const replayed = await attempt(await seedKey());
    expect(replayed).toEqual({ status: 401, body: { error: messages.appCheckRefused } });
    expect(await storedAbout(learner.uid)).toEqual(booked);
    expect((await testDb().collection('keyAttemptsByAddress').get()).size).toBe(addresses);
    const fresh = issueAppCheckToken();
    const redeemed = await send(
      apiPaths.validateKey,
      learner,
      { userId: learner.uid, activationKey: await seedKey() },
      fresh,
    );
    expect(redeemed.status).toBe(200);
  });
});
