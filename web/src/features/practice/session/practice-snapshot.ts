/**
 * What a practice keeps on the device to go on after a reload (./keep-practice.ts), taken from
 * its state; ./practice-machine.ts `resumePractice` goes on from it. Apart from the machine so
 * that only the copy's writer, loaded at the learner's first touch, carries it.
 */
import type { PracticeSnapshot, PracticeState, Slot } from './practice-machine';

/** A running practice as it would go on after a reload; null once it is finished. */
export function snapshotOf(state: PracticeState): PracticeSnapshot | null {
  if (state.phase === 'finished') return null;
  const { correct, rounds, progress, total, drawn, review } = state;
  const counts = { correct, rounds, progress, total, drawn, review };
  if (state.phase === 'celebrating' && state.upcoming !== null) {
    const limitReached = state.upcoming === 'limit';
    const phrase = limitReached ? state.current.phrase : (state.upcoming as Slot).phrase;
    return { phrase, tries: 0, ...counts, limitReached };
  }
  return { phrase: state.current.phrase, tries: state.tries, ...counts, limitReached: false };
}
