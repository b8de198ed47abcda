/**
 * The name rule (src/shared/name-rules.ts) wherever a name enters, through the running stack: a
 * typed name at sign-up (refused with a Portuguese 400), the token's name on GET /me and on the
 * first points save (the default 'Usuário' when it is not a name, the short form for Google),
 * and a rename (PATCH /api/users/me).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths, type UpdateMeResponse, type UserProfile } from '../../src/shared/contract';
import { seedLearner, testDb } from './admin';
import { call, errorOf, signInWithGoogle, signUp, type TestUser } from './stack';

const INVALID_NAME =
  'O nome deve ter de 2 a 30 caracteres, com pelo menos uma letra ou um número (sem emojis ou sinais sozinhos).';

/** Names that are not names, each with its case. */
const notNames: [string, string][] = [
  ['a right-to-left override and 250 characters', `\u202E${'a'.repeat(250)}`],
  ['zero-width characters only', '\u200B\u200C\u200D\u2060'],
  ['emoji only', '🙂🙂🙂'],
  ['one character', 'A'],
  ['one character among zero-width ones', '\u200BA\u200B'],
  ['punctuation only', '!!! ...'],
  ['31 characters', 'b'.repeat(31)],
];

const storedName = async (uid: string) => (await testDb().collection('users').doc(uid).get()).get('name');

function createUser(user: TestUser, name: unknown) {
  return call<UserProfile>(apiPaths.createUser, {
    token: user.idToken,
    json: { uid: user.uid, email: user.email, name },
  });
}

function rename(user: TestUser, json: unknown) {
  return call<UpdateMeResponse>(apiPaths.me, { method: 'PATCH', token: user.idToken, json });
}

describe('a typed name at sign-up (POST /api/users/create-user)', () => {
  it.each(notNames)('%s: 400 with the Portuguese sentence, no record', async (_, name) => {
    const user = await signUp();
    const result = await createUser(user, name);
    expect(result.status).toBe(400);
    expect(errorOf(result)).toBe(INVALID_NAME);
    expect((await testDb().collection('users').doc(user.uid).get()).exists).toBe(false);
  });

  it('is stored cleaned: NFKC, hidden characters gone, spaces collapsed', async () => {
    const user = await signUp();
    const result = await createUser(user, '  \u202EＡna\u200B   Souza\u2066 ');
    expect(result.status).toBe(201);
    expect(result.body.name).toBe('Ana Souza');
    expect(await storedName(user.uid)).toBe('Ana Souza');
  });
});

describe("the token's name (GET /api/users/me, the first points save, create-user without a name)", () => {
  const hostile = `\u202E${'x'.repeat(250)}`;

  it.each([
    ['GET /api/users/me', (user: TestUser) => call<UserProfile>(apiPaths.me, { token: user.idToken })],
    ['create-user without a name', (user: TestUser) => createUser(user, null)],
    [
      'the first points save',
      (user: TestUser) =>
        call(apiPaths.updateWritingPoints, {
          token: user.idToken,
          json: { userId: user.uid, pointsWriting: 0 },
        }),
    ],
  ])('%s: a token name that is not a name gives the default "Usuário"', async (_, first) => {
    const user = await signUp(hostile);
    expect((await first(user)).status).toBeLessThan(300);
    expect(await storedName(user.uid)).toBe('Usuário');
  });

  it('a usable token name is kept, cleaned', async () => {
    const user = await signUp('Carla\u200B  Dias');
    expect((await call<UserProfile>(apiPaths.me, { token: user.idToken })).body.name).toBe('Carla Dias');
  });

  it('a Google sign-in gets the first name and the initial of the last, also from an older client sending the full name', async () => {
    const google = await signInWithGoogle('Ana Maria Souza');
    expect((await call<UserProfile>(apiPaths.me, { token: google.idToken })).body.name).toBe('Ana S.');
    const older = await signInWithGoogle('Bruno Costa Lima');
    expect((await createUser(older, 'Bruno Costa Lima')).body.name).toBe('Bruno L.');
    // A name the learner typed is theirs.
    const typed = await signInWithGoogle('Clara Nunes');
    expect((await createUser(typed, 'Clarinha')).body.name).toBe('Clarinha');
  });
});

describe('a rename (PATCH /api/users/me)', () => {
  it.each(notNames)('%s: 400 with the Portuguese sentence, the name unchanged', async (_, name) => {
    const user = await signUp();
    await seedLearner(user.uid, { name: 'Antes' });
    const result = await rename(user, { name });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toBe(INVALID_NAME);
    expect(await storedName(user.uid)).toBe('Antes');
  });

  it('answers the name as stored, cleaned, and the visibility', async () => {
    const user = await signUp();
    const result = await rename(user, { name: ' Dani\u200B  Rocha ' });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    expect(result.body).toEqual({ name: 'Dani Rocha', hasOwnName: true, showOnRanking: true });
    expect((await call<UserProfile>(apiPaths.me, { token: user.idToken })).body.name).toBe('Dani Rocha');
  });

  it.each([
    ['nothing to change', {}, 'Envie um novo nome ou a opção de aparecer no ranking.'],
    ['a name that is not text', { name: 5 }, 'O campo "name" deve ser um texto.'],
    [
      'a switch that is not true or false',
      { showOnRanking: 'sim' },
      'O campo "showOnRanking" deve ser verdadeiro ou falso.',
    ],
    ['a name longer than any request may carry', { name: 'c'.repeat(301) }, 'O campo "name" é longo demais.'],
    ['an array', [], 'Os dados enviados são inválidos.'],
  ])('%s: 400 in Portuguese, nothing changed', async (_, json, message) => {
    const user = await signUp();
    await seedLearner(user.uid, { name: 'Antes', showOnRanking: true });
    const before = (await testDb().collection('users').doc(user.uid).get()).data();
    const result = await rename(user, json);
    expect(result.status).toBe(400);
    expect(errorOf(result)).toBe(message);
    expect((await testDb().collection('users').doc(user.uid).get()).data()).toEqual(before);
  });

  it('needs JSON', async () => {
    const user = await signUp();
    const result = await call(apiPaths.me, {
      method: 'PATCH',
      token: user.idToken,
      rawBody: `name=${randomUUID()}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(result.status).toBe(415);
  });
});
