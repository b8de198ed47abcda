import type { PracticeKind } from '@shared/rules';
import { messages } from '../../../messages';
import type { EndReason } from './final-state';

/**
 * Why a practice ended, in the words its finish modal and its final screen both use;
 * `dailyAudios`: the learner's, as the draw said them.
 */
export function endReasonText(kind: PracticeKind, reason: EndReason, dailyAudios: number): string {
  const text = messages.practice.finish;
  if (reason === 'limit') return text.limitModal(dailyAudios);
  if (reason === 'stopped') return text.stopped;
  return kind === 'writing' ? text.completedWriting : text.completedSpeaking;
}
