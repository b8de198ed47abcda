import type { ConversationRequest, ConversationResponse, Points } from '@shared/contract';
import { apiPaths, conversationResponseSchema, pointsSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/** One turn of the conversation : the learner's words in, the tutor's reply out. */
export function converse(prompt: string, sessionId: string | null): Promise<ConversationResponse> {
  const body: ConversationRequest = sessionId ? { prompt, sessionId } : { prompt };
  return apiRequest(apiPaths.conversation, conversationResponseSchema, { body, appCheck: 'session' });
}

/** The learner's totals: the server credits the talking points itself, this only reads them. */
export function readPoints(uid: string): Promise<Points> {
  return apiRequest(apiPaths.userPoints(uid), pointsSchema);
}
