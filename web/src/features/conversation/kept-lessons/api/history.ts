import {
  apiPaths,
  type ConversationDetail,
  type ConversationHistory,
  conversationDetailSchema,
  conversationHistorySchema,
} from '@shared/contract';
import { apiRequest } from '../../../../lib/api-client';

/** The learner's kept conversations of the last HISTORY_DAYS days, newest first. */
export function getConversations(): Promise<ConversationHistory> {
  return apiRequest(apiPaths.conversations, conversationHistorySchema);
}

/** One kept conversation whole: its lines, translations and corrections (404: not the learner's). */
export function getConversation(sessionId: string): Promise<ConversationDetail> {
  return apiRequest(apiPaths.conversationDetail({ sessionId }), conversationDetailSchema);
}
