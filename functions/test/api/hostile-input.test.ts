/**
 * Every call with a body, fed what a hostile or broken client sends: each gets the right 4xx,
 * a Portuguese `{error}`, and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/contract';
import { testDb } from './admin';
import { type CallResult, call, errorOf, signUp, type TestUser } from './stack';

interface Endpoint {
  path: string;
  valid: (user: TestUser) => Record<string, unknown>;
  /** Fields whose wrong types must be refused. */
  fields: string[];
  /** Optional fields: absent is fine, wrong types and huge strings are refused. */
  optional?: string[];
  /** False when the body names no user (the caller is the user): no "another user" case. */
  namesUser?: boolean;
}

const practiceId = 'practice-0123456789';

const endpoints: Endpoint[] = [
  {
    path: apiPaths.createUser,
    valid: (u) => ({ uid: u.uid, email: u.email, name: 'Ana' }),
    fields: ['uid', 'email'],
  },
  {
    path: apiPaths.validateKey,
    valid: (u) => ({ userId: u.uid, activationKey: 'ABCDE' }),
    fields: ['userId', 'activationKey'],
  },
  {
    path: apiPaths.updateWritingPoints,
    valid: (u) => ({ userId: u.uid, pointsWriting: 10, practiceId }),
    fields: ['userId', 'pointsWriting'],
    optional: ['practiceId'],
  },
  {
    path: apiPaths.updateWritingPointsLegacy,
    valid: (u) => ({ userId: u.uid, pointsWriting: 10, practiceId }),
    fields: ['userId', 'pointsWriting'],
    optional: ['practiceId'],
  },
  {
    path: apiPaths.updateSpeakingPoints,
    valid: (u) => ({ userId: u.uid, pointsSpeaking: 10, practiceId }),
    fields: ['userId', 'pointsSpeaking'],
    optional: ['practiceId'],
  },
  {
    path: apiPaths.generateAudio,
    valid: () => ({ text: 'Keep your functions short and focused.', practiceId }),
    fields: ['text'],
    optional: ['practiceId'],
    namesUser: false,
  },
];

function expectPortugueseError(result: CallResult, status: number) {
  expect(result.status).toBe(status);
  const message = errorOf(result);
  expect(message).toMatch(/[a-zà-ú]/i);
  expect(message).not.toMatch(/at .*\.js|Error:|undefined/);
}

async function snapshot(user: TestUser) {
  const db = testDb();
  const [userDoc, usage, attempts, practices] = await Promise.all([
    db.collection('users').doc(user.uid).get(),
    db.collection('dailyUsage').where('uid', '==', user.uid).get(),
    db.collection('keyAttempts').where('uid', '==', user.uid).get(),
    db.collection('practices').where('uid', '==', user.uid).get(),
  ]);
  return {
    user: userDoc.data() ?? null,
    usage: usage.size,
    attempts: attempts.size,
    // Each practice as stored: its audios and what was saved of it (`saved`, `field`, `closed`).
    practices: practices.docs.map((practice) => practice.data()),
  };
}

describe.each(endpoints)('POST $path refuses bad input and writes nothing', (endpoint) => {
  it('missing fields, wrong types, huge strings -> 400/413', async () => {
    const user = await signUp();
    const before = await snapshot(user);
    const valid = endpoint.valid(user);
    for (const field of endpoint.fields) {
      const { [field]: _dropped, ...missing } = valid;
      expectPortugueseError(await call(endpoint.path, { token: user.idToken, json: missing }), 400);
      for (const wrong of [{ nested: true }, [1], true]) {
        expectPortugueseError(
          await call(endpoint.path, { token: user.idToken, json: { ...valid, [field]: wrong } }),
          400,
        );
      }
      const huge = await call(endpoint.path, {
        token: user.idToken,
        json: { ...valid, [field]: 'x'.repeat(5_000) },
      });
      // Refused by the schema, naming the field, before anything else is looked at.
      expectPortugueseError(huge, 400);
      expect(errorOf(huge)).toContain(`"${field}"`);
    }
    for (const field of endpoint.optional ?? []) {
      for (const wrong of [{ nested: true }, [1], true, 12345678, 'x'.repeat(5_000), 'not an id!']) {
        const result = await call(endpoint.path, { token: user.idToken, json: { ...valid, [field]: wrong } });
        expectPortugueseError(result, 400);
        expect(errorOf(result)).toContain(`"${field}"`);
      }
    }
    for (const body of [[], {}, [valid]]) {
      expectPortugueseError(await call(endpoint.path, { token: user.idToken, json: body }), 400);
    }
    expectPortugueseError(
      await call(endpoint.path, { token: user.idToken, json: { ...valid, padding: 'x'.repeat(40_000) } }),
      413,
    );
    expect(await snapshot(user)).toEqual(before);
  });

  it('wrong content type -> 415, no token -> 401, bad token -> 401, another user -> 403', async () => {
    const [user, other] = await Promise.all([signUp(), signUp()]);
    const before = await snapshot(user);
    const valid = endpoint.valid(user);
    expectPortugueseError(
      await call(endpoint.path, {
        token: user.idToken,
        rawBody: JSON.stringify(valid),
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
    );
    expectPortugueseError(await call(endpoint.path, { json: valid }), 401);
    expectPortugueseError(await call(endpoint.path, { token: `${user.idToken}x`, json: valid }), 401);
    if (endpoint.namesUser !== false) {
      expectPortugueseError(await call(endpoint.path, { token: other.idToken, json: valid }), 403);
    }
    expect(await snapshot(user)).toEqual(before);
  });

  // Cloud Functions parses JSON before the function runs (so does the emulator): what is not
  // JSON, or is a bare value, is refused by the platform with a plain 400 page.
  it('malformed JSON -> 400 without a stack trace', async () => {
    const user = await signUp();
    const before = await snapshot(user);
    for (const rawBody of ['{"userId": ', '{bad}', 'null', '42', '"texto"']) {
      const result = await call(endpoint.path, {
        token: user.idToken,
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(result.status, rawBody).toBe(400);
      expect(JSON.stringify(result.body)).not.toMatch(/at .*\.js|SyntaxError|node_modules/);
    }
    expect(await snapshot(user)).toEqual(before);
  });
});
