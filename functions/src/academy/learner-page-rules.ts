/**
 * What a learner's drill-down on the class page shows of their records: the review list's phrases
 * the least learned first, the sound habits heard most often, their conversations' corrections.
 */
import type { LearnerMissedPhrase, LearnerSound } from '../shared/academy-payloads';
import type { ConversationCorrection } from '../shared/conversation-payloads';
import { TIP_IDS } from '../shared/pronunciation-tips';
import { POINTS_PER_ANSWER } from '../shared/rules';
import { SOUND_TIP_IDS } from '../shared/sound-habits';

/**
 * The review list's phrases, the lowest box first (box 0: missed and not right since), among
 * equals the last updated first (the list appends what it updates), at most `limit`.
 */
export function leastLearned(review: readonly LearnerMissedPhrase[], limit: number): LearnerMissedPhrase[] {
  return review
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.box - b.entry.box || b.index - a.index)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

const KNOWN_TIPS: ReadonlySet<string> = new Set([...TIP_IDS, ...SOUND_TIP_IDS]);

/** The habits heard in the most recordings first (then by id, stable), known tips only, at most `limit`. */
export function mostHeard(counts: Readonly<Record<string, number>>, limit: number): LearnerSound[] {
  return Object.entries(counts)
    .filter(([tip, recordings]) => KNOWN_TIPS.has(tip) && Number.isInteger(recordings) && recordings > 0)
    .map(([tip, recordings]) => ({ tip, recordings }))
    .sort((a, b) => b.recordings - a.recordings || a.tip.localeCompare(b.tip))
    .slice(0, limit);
}

/**
 * Corrections of sessions given newest first, in that order, each said-and-better pair once
 * (the tutor often makes the same one again), at most `limit`.
 */
export function latestCorrections(
  sessions: readonly (readonly ConversationCorrection[])[],
  limit: number,
): ConversationCorrection[] {
  const seen = new Set<string>();
  const kept: ConversationCorrection[] = [];
  for (const correction of sessions.flat()) {
    const key = `${correction.said}\u0000${correction.better}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(correction);
    if (kept.length === limit) break;
  }
  return kept;
}

/** Right answers a practice's credited points stand for: each right answer is worth POINTS_PER_ANSWER. */
export const rightAnswersOf = (points: number): number => Math.floor(Math.max(0, points) / POINTS_PER_ANSWER);
