/** The figures of a class's page computed from what is stored (plain functions, unit-tested). */

import { addDays } from '../data/calendar';
import { streakOf, weekPointsOf } from '../data/progress-rules';
import { normalizeAnswer } from '../shared/answer';
import type { ClassCorrection, ConversationCorrection, MissedPhrase } from '../shared/contract';
import { CORRECTIONS_SHOWN, INACTIVE_AFTER_DAYS, MISSED_PHRASES_SHOWN } from '../shared/rules';

export type PointsByDay = Readonly<Record<string, number>>;

/** The last academy day up to `today` with points, or null. */
export function lastPractisedOn(days: PointsByDay, today: string): string | null {
  let last: string | null = null;
  for (const day of Object.keys(days)) if (day <= today && (last === null || day > last)) last = day;
  return last;
}

/** No points in the last INACTIVE_AFTER_DAYS days, today included (never practised counts). */
export function isInactive(lastDay: string | null, today: string): boolean {
  return lastDay === null || lastDay < addDays(today, -(INACTIVE_AFTER_DAYS - 1));
}

export interface DayFigures {
  lastPractisedOn: string | null;
  inactive: boolean;
  pointsThisWeek: number;
  streak: number;
}

/** What a learner's points per day say on the class page. */
export function dayFigures(days: PointsByDay, today: string): DayFigures {
  const last = lastPractisedOn(days, today);
  return {
    lastPractisedOn: last,
    inactive: isInactive(last, today),
    pointsThisWeek: weekPointsOf(days, today),
    streak: streakOf(days, today).current,
  };
}

/** Whole minutes of conversation, rounded to the nearest. */
export const minutesOf = (seconds: number) => Math.round(Math.max(0, seconds) / 60);

/** A practice's phrases the class answered wrong: the most wrong answers first, then the most learners. */
export function mostMissed(phrases: readonly MissedPhrase[]): MissedPhrase[] {
  return phrases
    .filter((each) => each.wrong > 0)
    .sort(
      (a, b) =>
        b.wrong - a.wrong || b.learners - a.learners || b.tries - a.tries || a.phrase.localeCompare(b.phrase),
    )
    .slice(0, MISSED_PHRASES_SHOWN);
}

/** One learner's conversations of the week, newest first: each with its tutor's corrections. */
export interface LearnerConversations {
  uid: string;
  sessions: readonly (readonly ConversationCorrection[])[];
}

/** Two corrections are one when what was said and the better way read the same (case, accents, punctuation aside). */
const correctionKey = ({ said, better }: ConversationCorrection) =>
  `${normalizeAnswer(said)}\u0000${normalizeAnswer(better)}`;

/**
 * The class's corrections of the week, each once: in how many conversations it came (a
 * conversation that lists it twice counts once) and of how many learners; the most conversations
 * first, then the most learners. Its words are the first read (each learner's newest first).
 */
export function frequentCorrections(learners: readonly LearnerConversations[]): ClassCorrection[] {
  const found = new Map<string, ClassCorrection & { uids: Set<string>; order: number }>();
  for (const { uid, sessions } of learners) {
    for (const corrections of sessions) {
      const keys = new Set<string>();
      for (const correction of corrections) {
        const key = correctionKey(correction);
        if (keys.has(key)) continue;
        keys.add(key);
        const { said, better, explanation } = correction;
        const entry = found.get(key) ?? {
          said,
          better,
          explanation,
          conversations: 0,
          learners: 0,
          uids: new Set<string>(),
          order: found.size,
        };
        entry.conversations += 1;
        entry.uids.add(uid);
        entry.learners = entry.uids.size;
        found.set(key, entry);
      }
    }
  }
  return [...found.values()]
    .sort((a, b) => b.conversations - a.conversations || b.learners - a.learners || a.order - b.order)
    .slice(0, CORRECTIONS_SHOWN)
    .map(({ said, better, explanation, conversations, learners: count }) => ({
      said,
      better,
      explanation,
      conversations,
      learners: count,
    }));
}

/** A São Paulo day YYYY-MM-DD as dd/mm/aaaa. */
export function brazilianDate(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
