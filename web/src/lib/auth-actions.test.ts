import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../testing/fake-api';
import {
  checkPasswordResetCode,
  confirmEmail,
  confirmPasswordReset,
  sendEmailConfirmation,
  sendPasswordReset,
} from './auth-actions';

vi.mock('./firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

/** The REST API's refusal, as Firebase Auth answers it. */
const refusal = (message: string) => json({ error: { code: 400, message } }, 400);

/** The SDK-shaped code a call failed with. */
const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('Firebase Auth e-mail actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the new-password e-mail in Portuguese, coming back to the app's page", async () => {
    const api = fakeApi(() => json({ email: 'ana@example.com' }));
    await sendPasswordReset('ana@example.com', 'https://app.example/auth');
    const [call] = api.calls;
    expect(call?.url).toMatch(/^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:sendOobCode\?key=/);
    expect(call?.headers.get('X-Firebase-Locale')).toBe('pt-BR');
    expect(call?.body).toEqual({
      requestType: 'PASSWORD_RESET',
      email: 'ana@example.com',
      continueUrl: 'https://app.example/auth',
    });
  });

  it('answers the same whether or not the e-mail has an account', async () => {
    fakeApi(() => refusal('EMAIL_NOT_FOUND'));
    await expect(
      sendPasswordReset('ninguem@example.com', 'https://app.example/auth'),
    ).resolves.toBeUndefined();
    fakeApi(() => refusal('INVALID_EMAIL'));
    expect(await codeOf(sendPasswordReset('nao-e-email', 'https://app.example/auth'))).toBe(
      'auth/invalid-email',
    );
  });

  it('sends the confirmation e-mail for the signed-in learner', async () => {
    const api = fakeApi(() => json({ email: 'ana@example.com' }));
    await sendEmailConfirmation('https://app.example/user');
    expect(api.calls[0]?.body).toEqual({
      requestType: 'VERIFY_EMAIL',
      idToken: 'id-token-de-teste',
      continueUrl: 'https://app.example/user',
    });
  });

  it('checks a code, sets the password and confirms an e-mail with the calls the SDK makes', async () => {
    const api = fakeApi(() => json({ email: 'ana@example.com', requestType: 'PASSWORD_RESET' }));
    expect(await checkPasswordResetCode('c1')).toBe('ana@example.com');
    expect(await confirmPasswordReset('c1', 'nova-senha')).toBe('ana@example.com');
    await confirmEmail('c2');
    expect(api.calls.map((call) => [call.url.replace(/\?.*/, '').split('/').at(-1), call.body])).toEqual([
      ['accounts:resetPassword', { oobCode: 'c1' }],
      ['accounts:resetPassword', { oobCode: 'c1', newPassword: 'nova-senha' }],
      ['accounts:update', { oobCode: 'c2' }],
    ]);
  });

  it("turns the API's refusals into the SDK's codes", async () => {
    for (const [message, code] of [
      ['EXPIRED_OOB_CODE', 'auth/expired-action-code'],
      ['INVALID_OOB_CODE', 'auth/invalid-action-code'],
      ['WEAK_PASSWORD : Password should be at least 6 characters', 'auth/weak-password'],
      ['TOO_MANY_ATTEMPTS_TRY_LATER', 'auth/too-many-requests'],
      ['SOMETHING_NEW', 'auth/internal-error'],
    ] as const) {
      fakeApi(() => refusal(message));
      expect(await codeOf(confirmPasswordReset('c', 'x'))).toBe(code);
    }
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await codeOf(confirmEmail('c'))).toBe('auth/network-request-failed');
  });
});
