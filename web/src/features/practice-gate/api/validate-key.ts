import type { ValidateKeyRequest, ValidateKeyResponse } from '@shared/contract';
import { apiPaths } from '@shared/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { messages } from '../../../messages';

export type ActivationResult = { ok: true } | { ok: false; message: string };

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/**
 * Redeems an academy key (spec §7). Every outcome becomes what the modal shows (spec §8): the
 * server's message when it sent one, else '❌ Chave incorreta ou inválida.', and the
 * connection sentence when the server could not be reached.
 */
export async function validateKey(userId: string, activationKey: string): Promise<ActivationResult> {
  const body: ValidateKeyRequest = { userId, activationKey: activationKey.trim() };
  try {
    const answer = await apiRequest<ValidateKeyResponse>(apiPaths.validateKey, { body });
    if (answer.success) return { ok: true };
    return { ok: false, message: serverMessage(answer) ?? messages.activation.wrongKey };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) {
      return { ok: false, message: messages.activation.network };
    }
    // Without a body the client's own sentence (e.g. not signed in) is the best explanation.
    const fallback = error.body === null ? error.message : messages.activation.wrongKey;
    return { ok: false, message: serverMessage(error.body) ?? fallback };
  }
}
