import type {
  ConversationOpening,
  ConversationRequest,
  ConversationResponse,
  Points,
} from '@shared/contract';
import {
  apiPaths,
  conversationOpeningSchema,
  conversationResponseSchema,
  pointsSchema,
} from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * One turn of the conversation: the learner's words in, the tutor's reply out. The first turn
 * (no session yet) names the scenario chosen on the intro; later turns continue its session.
 */
export function converse(
  prompt: string,
  sessionId: string | null,
  scenarioId: string | null = null,
): Promise<ConversationResponse> {
  let body: ConversationRequest = { prompt };
  if (sessionId) body = { prompt, sessionId };
  else if (scenarioId) body = { prompt, scenarioId };
  return apiRequest(apiPaths.conversation, conversationResponseSchema, { body, appCheck: 'session' });
}

/** The tutor's first line, spoken, and a correction of the last conversation brought back. */
export function openConversation(scenarioId: string | null): Promise<ConversationOpening> {
  return apiRequest(apiPaths.conversationOpening(scenarioId), conversationOpeningSchema, {
    appCheck: 'session',
  });
}

/** The learner's totals: the server credits the talking points itself, this only reads them. */
export function readPoints(uid: string): Promise<Points> {
  return apiRequest(apiPaths.userPoints(uid), pointsSchema);
}
