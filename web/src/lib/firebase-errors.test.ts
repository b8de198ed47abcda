import { describe, expect, it } from 'vitest';
import { firebaseErrorMessage, googleErrorMessage } from './firebase-errors';

/** The shape of a FirebaseError, as the SDK throws it. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

describe('firebaseErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Erro Firebase: e-mail ou senha incorretos.'],
    ['auth/wrong-password', 'Erro Firebase: senha incorreta.'],
    ['auth/email-already-in-use', 'Erro Firebase: já existe uma conta com este e-mail.'],
    ['auth/weak-password', 'Erro Firebase: a senha é fraca demais; use pelo menos 6 caracteres.'],
    ['auth/invalid-email', 'Erro Firebase: o e-mail informado é inválido.'],
    [
      'auth/too-many-requests',
      'Erro Firebase: muitas tentativas seguidas. Aguarde alguns minutos e tente de novo.',
    ],
    [
      'auth/network-request-failed',
      'Erro Firebase: sem conexão com o servidor de login. Verifique sua internet.',
    ],
  ])('turns %s into Portuguese, prefixed with Erro Firebase', (code, expected) => {
    expect(firebaseErrorMessage(firebaseError(code))).toBe(expected);
  });

  it("keeps the provider's own message for a code it does not know", () => {
    expect(firebaseErrorMessage(firebaseError('auth/quota-exceeded', 'Firebase: Exceeded quota.'))).toBe(
      'Erro Firebase: Exceeded quota.',
    );
  });

  it('still says something for a value that is not an error', () => {
    expect(firebaseErrorMessage('boom')).toBe('Erro Firebase: não foi possível concluir o login.');
  });
});

describe('googleErrorMessage', () => {
  it('tells the learner they closed the popup', () => {
    expect(googleErrorMessage(firebaseError('auth/popup-closed-by-user'))).toBe(
      'Você fechou a janela de login do Google.',
    );
    expect(googleErrorMessage(firebaseError('auth/cancelled-popup-request'))).toBe(
      'Você fechou a janela de login do Google.',
    );
  });

  it('gives one sentence for every other Google failure', () => {
    expect(googleErrorMessage(firebaseError('auth/network-request-failed'))).toBe(
      'Erro ao autenticar com Google.',
    );
    expect(googleErrorMessage(new Error('x'))).toBe('Erro ao autenticar com Google.');
  });
});
