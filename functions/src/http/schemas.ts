import { z } from 'zod';
import { PRACTICE_ID_PATTERN } from '../shared/contract';

/** Firebase uids are at most 128 characters. */
export const userIdSchema = z.string().min(1).max(128);

/** A practice's client-made id (contract.ts); optional wherever it is accepted. */
export const practiceIdSchema = z.string().regex(PRACTICE_ID_PATTERN).optional();
