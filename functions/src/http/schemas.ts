import { z } from 'zod';

/** Firebase uids are at most 128 characters. */
export const userIdSchema = z.string().min(1).max(128);
