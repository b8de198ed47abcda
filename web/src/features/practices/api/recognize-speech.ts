import { apiPaths, type RecognizeSpeechResponse } from '@shared/contract';
import { apiUpload } from '../../../lib/api-client';

/** The API hears a recording of the learner repeating `expected` (a pool phrase). */
export function recognizeSpeech(
  recording: Blob,
  expected: string,
  signal?: AbortSignal,
): Promise<RecognizeSpeechResponse> {
  return apiUpload<RecognizeSpeechResponse>(apiPaths.recognizeSpeech(expected), recording, { signal });
}
