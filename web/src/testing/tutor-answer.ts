import type { ConversationResponse } from '@shared/contract';
import { SESSION_SECONDS } from '@shared/rules';

/** A `/api/conversar` answer as the API gives it (2 points earned, no correction), changed by `change`. */
export function tutorAnswer(change: Partial<ConversationResponse> = {}): ConversationResponse {
  return {
    resposta: 'Nice to meet you! What do you teach?',
    audioBase64: btoa('mp3'),
    sessionId: 'sessao-1',
    points: 2,
    pointsEarned: 2,
    noPointsReason: null,
    secondsLeft: SESSION_SECONDS,
    correction: null,
    translation: '',
    targetsUsed: [],
    reviewRight: false,
    ...change,
  };
}
