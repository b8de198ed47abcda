import { apiPaths, type WordAudioRequest } from '@shared/contract';
import { apiBlob } from '../../../lib/api-client';

/**
 * One word of a phrase of the learner's practice, spoken alone (MP3): counted in the learner's
 * word audios of the day. Failures (429 when they are spent) are ApiErrors with a Portuguese message.
 */
export function fetchWordAudio(body: WordAudioRequest): Promise<Blob> {
  return apiBlob(apiPaths.wordAudio, { body, appCheck: 'session' });
}
