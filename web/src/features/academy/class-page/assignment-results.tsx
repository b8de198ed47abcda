/**
 * One assignment's results on its class's page: each learner of the class, their state in words
 * with a mark beside it (never a colour alone), what they did of each practice's target and when
 * they finished; the CSV of it all.
 */
import type { Assignment, AssignmentResults, LearnerResult } from '@shared/contract';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { apiSentence } from '../../../lib/use-action';
import { academyMessages, brDate } from '../../../messages/academy';
import { getAssignmentResults, getAssignmentResultsCsv } from '../api/assignments';
import { AcademyTable, DownloadButton } from '../parts';
import { slug, today } from '../paths';

const text = academyMessages.assignmentResults;

/** The mark beside each state: done, done late, started, not started; late ones marked late. */
const MARKS: Record<LearnerResult, string> = { done: '✓', doneLate: '✓', inProgress: '◐', notStarted: '○' };

/** A learner's result in words: an unfinished one is late once the due day ended. */
export function resultText(result: LearnerResult, pastDue: boolean): string {
  return pastDue && (result === 'inProgress' || result === 'notStarted')
    ? text.overdue[result]
    : text.results[result];
}

/** A result in words with its mark (also a learner's drill-down's). */
export function ResultCell({ result, pastDue }: { result: LearnerResult; pastDue: boolean }) {
  const late = result === 'doneLate' || (pastDue && result !== 'done');
  return (
    <span className={`academy-result academy-result-${result}${late ? ' academy-result-late' : ''}`}>
      <span aria-hidden="true" className="academy-result-mark">
        {MARKS[result]}
      </span>
      {resultText(result, pastDue)}
    </span>
  );
}

function ResultsTable({ results }: { results: AssignmentResults }) {
  if (!results.learners.length) return <p className="muted">{text.noLearners}</p>;
  return (
    <AcademyTable
      label={text.label}
      columns={[text.columns.learner, text.columns.result, text.columns.done, text.columns.doneAt]}
    >
      {results.learners.map((learner) => (
        <tr key={learner.uid}>
          <th scope="row">
            {learner.name}
            {learner.email && <span className="academy-email">{learner.email}</span>}
          </th>
          <td data-label={text.columns.result}>
            <ResultCell result={learner.result} pastDue={results.pastDue} />
          </td>
          <td data-label={text.columns.done}>
            {learner.progress.map((each) => (
              <span key={each.practice} className="academy-result-progress">
                {text.doneOf(text.practices[each.practice], each.done, each.target)}
              </span>
            ))}
          </td>
          <td data-label={text.columns.doneAt}>{learner.doneAt ? brDate(learner.doneAt) : '—'}</td>
        </tr>
      ))}
    </AcademyTable>
  );
}

export function AssignmentResultsCard({
  classId,
  assignment,
  onClose,
}: {
  classId: string;
  assignment: Assignment;
  onClose: () => void;
}) {
  const [results, setResults] = useState<AssignmentResults | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    getAssignmentResults(classId, assignment.id).then(
      (read) => live && setResults(read),
      (failure: unknown) => live && setError(apiSentence(failure)),
    );
    return () => {
      live = false;
    };
  }, [classId, assignment.id]);
  // Opened from its row's button: the heading takes the focus, and says which assignment.
  useEffect(() => headingRef.current?.focus(), []);

  const done =
    results?.learners.filter((each) => each.result === 'done' || each.result === 'doneLate').length ?? 0;
  const days = academyMessages.assignments.days(assignment.startsOn, assignment.dueOn);
  return (
    <section className="academy-results" aria-busy={results === null && error === null}>
      <h3 ref={headingRef} tabIndex={-1}>
        {text.title(assignment.title)}
      </h3>
      {results ? (
        <>
          <p className="muted">
            {text.days(days, results.pastDue)} {text.summary(done, results.learners.length)}
          </p>
          <ResultsTable results={results} />
        </>
      ) : (
        error === null && <p className="muted">{text.loading}</p>
      )}
      <FormError error={error} />
      <div className="academy-actions">
        {results && (
          <DownloadButton
            label={text.download}
            busyLabel={text.downloading}
            doneLabel={text.downloaded}
            fileName={() => `${slug(results.className)}-tarefa-${slug(assignment.title)}-${today()}.csv`}
            fetchFile={() => getAssignmentResultsCsv(classId, assignment.id)}
          />
        )}
        <button type="button" className="button button-secondary" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </section>
  );
}
