/** What the class page counts as a missed phrase. */

/** A phrase's result as a final save reports it (shared/practice-payloads.ts phraseResultsSchema). */
export interface ReportedResult {
  phrase: string;
  result: 'right' | 'skipped' | 'unanswered';
  tries: number;
}

/** Missed: skipped, left unanswered, or right only after a wrong try. */
export function isMissedResult({ result, tries }: Pick<ReportedResult, 'result' | 'tries'>): boolean {
  return result !== 'right' || tries > 1;
}
