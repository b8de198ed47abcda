import type { AudioLimitResponse } from '@shared/contract';
import { apiPaths, audioLimitSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/** Whether the learner has audios left today. */
export function checkAudioLimit(userId: string): Promise<AudioLimitResponse> {
  return apiRequest(apiPaths.checkAudioLimit(userId), audioLimitSchema);
}
