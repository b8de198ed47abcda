/**
 * Mistakes that come back, in Leitner boxes: a phrase missed (skipped, right only after 3 tries,
 * or left unanswered) goes to box 0, due at once; right on the first try when due, it moves up a
 * box, due again 1, 3 and 7 days later, and leaves the list from box 3. Days are the academy's.
 * A miss is applied as soon as a save reports it settled (`settledMisses`); the rest of a
 * practice's results when it closes.
 */
import { addDays, weekStartOf } from '../../data/calendar';

export type Box = 0 | 1 | 2 | 3;
/** Days until a phrase put in each box is due again. */
export const BOX_INTERVALS: Readonly<Record<Box, number>> = { 0: 0, 1: 1, 2: 3, 3: 7 };
/** The list keeps the phrases updated most recently; older ones are dropped past this. */
export const REVIEW_LIST_LIMIT = 60;

export interface ReviewEntry {
  phrase: string;
  box: Box;
  /** The academy day (YYYY-MM-DD) from which it is served again. */
  due: string;
}

/** What became of one phrase a practice served, as its save reports it. */
export interface PhraseResult {
  phrase: string;
  /** right: answered right (after `tries` tries, the right one included); skipped; unanswered: the practice ended first. */
  result: 'right' | 'skipped' | 'unanswered';
  tries: number;
}

/**
 * The results of `reported` that are about phrases of `served`, each phrase once (the first
 * result sent for it): what a save reports about any other phrase is not trusted.
 */
export function servedResults(served: readonly string[], reported: readonly PhraseResult[]): PhraseResult[] {
  const servedSet = new Set(served);
  const kept = new Map<string, PhraseResult>();
  for (const { phrase, result, tries } of reported) {
    if (servedSet.has(phrase) && !kept.has(phrase)) kept.set(phrase, { phrase, result, tries });
  }
  return [...kept.values()];
}

/** firstTry: right on the first try; right: on the second; missed: what puts a phrase in box 0. */
export type Outcome = 'firstTry' | 'right' | 'missed';

export const TRIES_THAT_MISS = 3;

export function outcomeOf({ result, tries }: Pick<PhraseResult, 'result' | 'tries'>): Outcome {
  if (result !== 'right' || tries >= TRIES_THAT_MISS) return 'missed';
  return tries <= 1 ? 'firstTry' : 'right';
}

/**
 * The misses a save can report before its practice ends: a phrase skipped, or right only after
 * TRIES_THAT_MISS tries, has had its last try. A phrase still unanswered may yet be answered, so
 * it waits for the practice's close. Applied at once, they reach the list even when the close
 * never comes (a tab closed, a phone that dropped the page).
 */
export function settledMisses(results: readonly PhraseResult[]): PhraseResult[] {
  return results.filter((each) => each.result !== 'unanswered' && outcomeOf(each) === 'missed');
}

/** The phrases due on `today`, the longest overdue first (the list's order among equals). */
export function dueEntries(list: readonly ReviewEntry[], today: string): ReviewEntry[] {
  return list
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.due <= today)
    .sort((a, b) => a.entry.due.localeCompare(b.entry.due) || a.index - b.index)
    .map(({ entry }) => entry);
}

export interface ReviewUpdate {
  list: ReviewEntry[];
  /** Phrases that left the list, learned, with this update. */
  learned: string[];
  /** Whether any entry changed: a miss already applied today changes nothing. */
  changed: boolean;
}

function boxed(phrase: string, box: Box, today: string): ReviewEntry {
  return { phrase, box, due: addDays(today, BOX_INTERVALS[box]) };
}

/**
 * The list after a practice's results, on `today`. An entry that changes moves to the end (the
 * most recent); the list keeps its last REVIEW_LIST_LIMIT entries. A first-try answer moves a
 * phrase up only when it was due: a phrase served again before its day changes nothing. A miss
 * reported again (by the close, after a save that settled it) finds its entry as it left it.
 */
export function applyResults(
  list: readonly ReviewEntry[],
  results: readonly PhraseResult[],
  today: string,
): ReviewUpdate {
  const entries = new Map(list.map((entry) => [entry.phrase, entry]));
  const learned: string[] = [];
  let changed = false;
  for (const result of results) {
    const outcome = outcomeOf(result);
    const entry = entries.get(result.phrase);
    if (outcome === 'missed') {
      const restart = boxed(result.phrase, 0, today);
      if (entry?.box === restart.box && entry.due === restart.due) continue;
      entries.delete(result.phrase);
      entries.set(result.phrase, restart);
    } else if (entry && entry.due <= today) {
      entries.delete(result.phrase);
      if (outcome === 'right') entries.set(result.phrase, boxed(result.phrase, entry.box, today));
      else if (entry.box < 3) entries.set(result.phrase, boxed(result.phrase, (entry.box + 1) as Box, today));
      else learned.push(result.phrase);
    } else {
      continue;
    }
    changed = true;
  }
  return { list: [...entries.values()].slice(-REVIEW_LIST_LIMIT), learned, changed };
}

/** How many phrases a learner has learned in an academy week (from Monday, São Paulo time). */
export interface LearnedCount {
  week: string;
  count: number;
}

/** The count for the week of `today`: a count from an earlier week is 0 now. */
export function learnedThisWeek(counter: LearnedCount | null, today: string): number {
  return counter?.week === weekStartOf(today) ? counter.count : 0;
}

/** The counter after `learned` more phrases on `today`. */
export function addLearned(counter: LearnedCount | null, learned: number, today: string): LearnedCount {
  return { week: weekStartOf(today), count: learnedThisWeek(counter, today) + learned };
}
