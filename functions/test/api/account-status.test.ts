/**
 * An account the academy disables or deletes in Firebase Auth stops using the calls that cost
 * money at once, with the token it already holds (tokens live an hour): generate-audio and
 * conversar check the account with Firebase Auth on every call. Nothing is counted.
 */
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, urls } from '../../../scripts/stack-config.mjs';
import { phrasePool } from '../../src/content/phrases';
import { apiPaths } from '../../src/shared/contract';
import { activatedUser, storedAbout } from './admin';
import { call, errorOf, type TestUser } from './stack';

/** The auth emulator's admin calls, as the Firebase console would make them. */
async function adminAccounts(verb: 'update' | 'delete', body: Record<string, unknown>): Promise<void> {
  const response = await fetch(
    `${urls.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:${verb}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`accounts:${verb} failed: ${response.status} ${await response.text()}`);
}

const costlyCalls = (user: TestUser) => [
  () => call(apiPaths.generateAudio, { token: user.idToken, json: { text: phrasePool[0] } }),
  () => call(apiPaths.conversation, { token: user.idToken, json: { prompt: 'Hello, how are you today?' } }),
];

describe('a disabled or deleted account', () => {
  it('is refused the costly calls at once, with a Portuguese sentence, counting nothing', async () => {
    const user = await activatedUser();
    expect(
      (await call(apiPaths.generateAudio, { token: user.idToken, json: { text: phrasePool[1] } })).status,
    ).toBe(200);
    await adminAccounts('update', { localId: user.uid, disableUser: true });
    const before = await storedAbout(user.uid);
    for (const send of costlyCalls(user)) {
      const result = await send();
      expect(result.status).toBe(403);
      expect(errorOf(result)).toBe('Sua conta está desativada. Fale com a academia para reativá-la.');
    }
    expect(await storedAbout(user.uid)).toEqual(before);

    await adminAccounts('update', { localId: user.uid, disableUser: false });
    expect(
      (await call(apiPaths.generateAudio, { token: user.idToken, json: { text: phrasePool[2] } })).status,
    ).toBe(200);
  });

  it('deleted: 401, counting nothing', async () => {
    const user = await activatedUser();
    const before = await storedAbout(user.uid);
    await adminAccounts('delete', { localId: user.uid });
    for (const send of costlyCalls(user)) {
      const result = await send();
      expect(result.status).toBe(401);
      expect(errorOf(result)).toBe('Sua sessão expirou ou é inválida. Entre novamente.');
    }
    expect(await storedAbout(user.uid)).toEqual(before);
  });
});
