import type { GenerateAudioRequest } from '@shared/contract';
import { apiPaths } from '@shared/contract';
import { ApiError, apiBlob } from '../../../lib/api-client';

/** The server refused an audio because the learner's 10 of the day are spent. */
export class DailyLimitReached extends Error {
  constructor() {
    super('daily audio limit reached');
    this.name = 'DailyLimitReached';
  }
}

/**
 * The MP3 of a pool phrase, counted against the learner's day and attributed to the practice.
 * Throws DailyLimitReached on 429; any other failure is an ApiError.
 */
export async function fetchPhraseAudio(text: string, practiceId: string): Promise<Blob> {
  const body: GenerateAudioRequest = { text, practiceId };
  try {
    return await apiBlob(apiPaths.generateAudio, { body, appCheck: 'session' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new DailyLimitReached();
    throw error;
  }
}
