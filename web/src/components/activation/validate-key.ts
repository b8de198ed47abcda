import type { JoinClassRequest, ValidateKeyRequest } from '@shared/contract';
import { apiPaths, validateKeyResponseSchema } from '@shared/contract';
import * as v from 'valibot';
import { ApiError, apiRequest } from '../../lib/api-client';
import { rememberActivation } from '../../lib/remember-activation';
import { accountMessages } from '../../messages/account';

export type ActivationResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Redeems an academy key (POST /api/auth/validate-key, served by functions/src/activation/). Every
 * outcome becomes what the activation form shows (./activation-key.tsx): the server's message when
 * it sent one, else '❌ Chave incorreta ou inválida.', and the connection sentence when the server
 * could not be reached. An accepted key is remembered on the device (../../lib/activation-hint.ts).
 */
export function validateKey(userId: string, activationKey: string): Promise<ActivationResult> {
  const body: ValidateKeyRequest = { userId, activationKey: activationKey.trim() };
  return activationCall(userId, apiPaths.validateKey, body);
}

/**
 * Takes a seat of a class's link (POST /api/auth/join-class): a key of the class redeemed on the
 * server, so it answers as a key does, and an accepted seat says so in the server's sentence.
 */
export function joinClass(userId: string, token: string): Promise<ActivationResult> {
  const body: JoinClassRequest = { token };
  return activationCall(userId, apiPaths.joinClass, body);
}

async function activationCall(userId: string, path: string, body: unknown): Promise<ActivationResult> {
  try {
    const answer = await apiRequest(path, validateKeyResponseSchema, { body, appCheck: 'limited-use' });
    if (answer.success) {
      rememberActivation(userId, true);
      return { ok: true, message: answer.message };
    }
    return { ok: false, message: answer.message || accountMessages.activation.wrongKey };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) {
      return { ok: false, message: accountMessages.activation.network };
    }
    // A refusal carries the activation's own answer; else the server's sentence, or the client's
    // own (e.g. not signed in) when there was no answer to read; else the wrong-key sentence.
    const refusal = v.safeParse(validateKeyResponseSchema, error.body);
    if (refusal.success && refusal.output.message) return { ok: false, message: refusal.output.message };
    const message =
      error.fromServer || error.body === null ? error.message : accountMessages.activation.wrongKey;
    return { ok: false, message };
  }
}
