/** A class's activation keys on the server (docs/api.md): list, mint, revoke, replace a learner, CSV. */
import type { ClassKeys } from '@shared/contract';
import {
  apiPaths,
  classKeysSchema,
  mintKeysResponseSchema,
  replaceLearnerResponseSchema,
  revokeKeyResponseSchema,
} from '@shared/contract';
import { apiBlob, apiRequest } from '../../../lib/api-client';

/** The class's keys, newest first, each with its state. */
export function getKeys(classId: string): Promise<ClassKeys> {
  return apiRequest(apiPaths.academyKeys({ classId }), classKeysSchema);
}

/** Mints `count` free keys for the class; answers them. */
export async function mintKeys(classId: string, count: number): Promise<string[]> {
  const { keys } = await apiRequest(apiPaths.academyKeys({ classId }), mintKeysResponseSchema, {
    body: { count },
  });
  return keys;
}

/** A free key stops working. */
export async function revokeKey(key: string): Promise<void> {
  await apiRequest(apiPaths.academyRevokeKey({ key }), revokeKeyResponseSchema, { method: 'POST' });
}

/** A learner who lost their account: the old one leaves the class; answers the new key for the new one. */
export async function replaceLearner(classId: string, learnerId: string): Promise<string> {
  const { key } = await apiRequest(
    apiPaths.academyReplaceLearner({ classId, learnerId }),
    replaceLearnerResponseSchema,
    { method: 'POST' },
  );
  return key;
}

export function getKeysCsv(classId: string): Promise<Blob> {
  return apiBlob(apiPaths.academyKeysCsv({ classId }));
}
