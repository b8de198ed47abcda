import { apiPaths, type LearnerProgress, learnerProgressSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

/** The learner's level and review list in each practice, and today's audios. */
export type PracticeFigures = Pick<LearnerProgress, 'learning' | 'audio'>;

/**
 * The signed-in learner's practice figures, read for an intro with the navigation (the progress
 * call, as the profile reads it); null for a visitor, or on a failure: the intro then says
 * nothing personal, and the start checks with the server anyway.
 */
export function signedInFigures(): Promise<PracticeFigures | null> {
  return authStore
    .connect()
    .then(async (user) => {
      if (!user) return null;
      const { learning, audio } = await apiRequest(apiPaths.progress, learnerProgressSchema);
      return { learning, audio };
    })
    .catch(() => null);
}
