import { apiPaths, type RecognizeSpeechResponse, recognizeSpeechResponseSchema } from '@shared/contract';
import { apiUpload } from '../api-client';

/**
 * The API hears a recording: of the learner repeating `expected` (a pool phrase) in the
 * practice, of whatever they said to the tutor (no `expected`) in the conversation.
 */
export function recognizeSpeech(
  recording: Blob,
  expected: string | undefined,
  signal?: AbortSignal,
): Promise<RecognizeSpeechResponse> {
  return apiUpload(apiPaths.recognizeSpeech(expected), recording, recognizeSpeechResponseSchema, {
    signal,
    appCheck: 'session',
  });
}
