/**
 * What the summary reads of the conversation's state (./conversation-machine.ts): apart, so that
 * its code loads with the summary, at the end.
 */
import type { ConversationCorrection } from '@shared/contract';
import { uniqueCorrections } from '@shared/corrections';
import type { ConversationState } from './conversation-machine';

export function repliesOf(state: Pick<ConversationState, 'exchanges'>): number {
  return state.exchanges.filter((exchange) => exchange.reply !== null).length;
}

/** The session's corrections, each once (the same wrong sentence said twice is corrected twice). */
export function correctionsOf(state: Pick<ConversationState, 'exchanges'>): ConversationCorrection[] {
  return uniqueCorrections(
    state.exchanges.flatMap((exchange) => (exchange.correction ? [exchange.correction] : [])),
  );
}
