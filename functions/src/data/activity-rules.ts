/** What the class page counts of a practice's results: the answers given to each phrase. */

/** A phrase's result as a final save reports it (shared/practice-payloads.ts phraseResultsSchema). */
export interface ReportedResult {
  phrase: string;
  result: 'right' | 'skipped' | 'unanswered';
  tries: number;
}

/** The answers a learner gave to one phrase in one practice, and how many of them were wrong. */
export interface Answers {
  tries: number;
  wrong: number;
}

/**
 * Every try is an answer, and every answer but a final right one is wrong: right at the third try
 * is 3 tries and 2 wrong; skipped or left after two wrong tries is 2 and 2. A phrase only heard
 * (playing when the practice ended, or skipped before any answer) is no answer at all.
 */
export function answersOf({ result, tries }: Pick<ReportedResult, 'result' | 'tries'>): Answers {
  if (result === 'right') {
    const given = Math.max(1, tries);
    return { tries: given, wrong: given - 1 };
  }
  return { tries, wrong: tries };
}

/** One phrase's answers in a practice, and whether they make the learner one more who missed it. */
export interface PhraseTally extends Answers {
  phrase: string;
  /** Wrong at least once, and not counted among the phrase's learners this week yet. */
  newLearner: boolean;
}

/**
 * A practice's results as they add to its class's week: per phrase answered at least once, its
 * tries and wrong answers (a phrase reported twice adds both); a learner is counted once per
 * phrase and week, the first time they miss it (`missedBefore`: already counted this week).
 */
export function tallyResults(
  results: readonly ReportedResult[],
  missedBefore: (phrase: string) => boolean,
): PhraseTally[] {
  const tallies = new Map<string, PhraseTally>();
  for (const result of results) {
    const { tries, wrong } = answersOf(result);
    if (tries === 0) continue;
    const tally = tallies.get(result.phrase) ?? {
      phrase: result.phrase,
      tries: 0,
      wrong: 0,
      newLearner: false,
    };
    tally.tries += tries;
    tally.wrong += wrong;
    tally.newLearner = tally.wrong > 0 && !missedBefore(result.phrase);
    tallies.set(result.phrase, tally);
  }
  return [...tallies.values()];
}
