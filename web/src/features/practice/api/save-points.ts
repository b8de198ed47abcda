import type {
  PhraseResultPayload,
  Points,
  UpdateSpeakingPointsRequest,
  UpdateWritingPointsRequest,
} from '@shared/contract';
import { apiPaths, pointsSchema } from '@shared/contract';
import type { PracticeKind } from '@shared/rules';
import { apiRequest } from '../../../lib/api-client';

export interface SaveOptions {
  /** The end-of-practice save: the practice then gets no more audios. */
  final?: boolean;
  /**
   * What became of each phrase (the learner's review list and level): all of them with the final
   * save, those settled so far with the others.
   */
  results?: PhraseResultPayload[];
  /** Let the request outlive the page (a save sent as the tab closes). */
  keepalive?: boolean;
}

/**
 * Saves a practice's points so far, sent as they are earned and at the end
 * (./pending-saves.ts). The practice id makes the server credit only what they add over what
 * it already has, so a repeated save (a retry after a lost answer) counts once.
 */
export function savePoints(
  kind: PracticeKind,
  userId: string,
  points: number,
  practiceId: string,
  { final, results, keepalive }: SaveOptions = {},
): Promise<Points> {
  const details = { ...(final ? { final } : {}), ...(results ? { results } : {}) };
  if (kind === 'writing') {
    const body: UpdateWritingPointsRequest = { userId, pointsWriting: points, practiceId, ...details };
    return apiRequest(apiPaths.updateWritingPoints, pointsSchema, { body, keepalive });
  }
  const body: UpdateSpeakingPointsRequest = { userId, pointsSpeaking: points, practiceId, ...details };
  return apiRequest(apiPaths.updateSpeakingPoints, pointsSchema, { body, keepalive });
}
