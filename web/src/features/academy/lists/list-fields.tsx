/**
 * The phrase list editor's fields (./list-page.tsx): the classes it is for, and its phrases typed
 * in a box or read from a CSV file, with the lines the server refused by them.
 */
import type { ClassSummary, ListProblems } from '@shared/contract';
import { MAX_LIST_SOURCE_CHARACTERS } from '@shared/rules';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { academyMessages } from '../../../messages/academy';
import { type CsvFile, readCsvFile } from './csv-file';

const text = academyMessages.listEditor;

export type Loaded = Extract<CsvFile, { ok: true }>;

/** Why a chosen file was not taken, in words. */
function refusal(file: Exclude<CsvFile, { ok: true }>): string {
  if (file.reason === 'notUtf8') return text.notUtf8(file.name);
  if (file.reason === 'empty') return text.emptyFile(file.name);
  if (file.reason === 'tooBig') return text.tooBig(file.name);
  return text.unreadable(file.name);
}

/**
 * The lines the server refused, by the box: the box takes the focus when they come, and its
 * sentence is read out (a live region holds that one sentence, not the list).
 */
function Problems({ id, problems }: { id: string; problems: ListProblems | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems) ref.current?.focus();
  }, [problems]);
  return (
    <div ref={ref} id={id} tabIndex={-1} className={problems ? 'alert tone-error list-problems' : undefined}>
      <p aria-live="polite" className="form-message">
        {problems?.error}
      </p>
      {problems && (
        <ul>
          {problems.problems.map((problem) => (
            <li key={`${problem.line}-${problem.text}`}>
              <strong>{text.problemLine(problem.line)}</strong>
              {problem.text && <q className="list-problem-text">{problem.text}</q>}
              <span className="list-problem-reason">{problem.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Which classes the list is for: the caller's, and the whole academy for who may. */
export function ClassChoice({
  classes,
  canMakeAcademyWide,
  wide,
  chosen,
  error,
  onWide,
  onChosen,
}: {
  classes: ClassSummary[];
  canMakeAcademyWide: boolean;
  wide: boolean;
  chosen: readonly string[];
  error: string | null;
  onWide: (wide: boolean) => void;
  onChosen: (classIds: string[]) => void;
}) {
  const id = useId();
  const toggle = (classId: string, on: boolean) =>
    onChosen(on ? [...chosen, classId] : chosen.filter((each) => each !== classId));
  return (
    <fieldset
      className={error ? 'list-classes list-classes-invalid' : 'list-classes'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{text.classes}</legend>
      {canMakeAcademyWide && (
        <label className="list-check list-check-wide">
          <input type="checkbox" checked={wide} onChange={(event) => onWide(event.target.checked)} />
          <span>
            {text.wholeAcademy}
            <span className="field-hint list-check-hint">{text.wholeAcademyHint}</span>
          </span>
        </label>
      )}
      {classes.length === 0 && !canMakeAcademyWide && <p className="field-hint">{text.noClassesYet}</p>}
      <div className="list-class-grid">
        {classes.map((each) => (
          <label key={each.id} className="list-check">
            <input
              type="checkbox"
              disabled={wide}
              checked={wide || chosen.includes(each.id)}
              onChange={(event) => toggle(each.id, event.target.checked)}
            />
            <span>
              {each.name}
              {each.archived && <span className="muted"> ({text.archived})</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The phrases: a box, or a CSV file read on the device (what is typed stays behind it). */
export function PhraseSource({
  typed,
  file,
  error,
  problems,
  onTyped,
  onFile,
}: {
  typed: string;
  file: Loaded | null;
  error: string | null;
  problems: ListProblems | null;
  onTyped: (text: string) => void;
  onFile: (file: Loaded | null) => void;
}) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const read = await readCsvFile(chosen);
    // The same file, saved again as UTF-8, can be chosen again.
    input.value = '';
    setFileError(read.ok ? null : refusal(read));
    if (read.ok) onFile(read);
  }

  const describers = [`${id}-hint`, error && `${id}-error`, problems && `${id}-problems`].filter(Boolean);
  return (
    <div className="list-source">
      {file ? (
        <div className="card list-file" id={`${id}-file`}>
          <p className="list-file-name">{text.csvLoaded(file.name, file.lines)}</p>
          <p className="muted">{text.csvWillBeRead}</p>
          <button type="button" className="button button-secondary" onClick={() => onFile(null)}>
            {text.csvRemove}
          </button>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-box`}>{text.phrases}</label>
          <textarea
            id={`${id}-box`}
            name="phrases"
            className="list-box"
            rows={10}
            spellCheck={false}
            autoCapitalize="off"
            maxLength={MAX_LIST_SOURCE_CHARACTERS}
            value={typed}
            onChange={(event) => onTyped(event.target.value)}
            aria-invalid={error || problems ? true : undefined}
            aria-describedby={describers.join(' ')}
          />
          <div id={`${id}-hint`} className="field-hint">
            <p>{text.phrasesHint}</p>
            <p>{text.example}</p>
            <pre className="list-example">{text.exampleLines.join('\n')}</pre>
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
      )}
      <Problems id={`${id}-problems`} problems={problems} />
      <div className="list-import">
        <h3 className="list-import-title">{text.csvTitle}</h3>
        <p id={`${id}-csv-hint`} className="field-hint">
          {text.csvHint}
        </p>
        <input
          id={`${id}-csv`}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden list-file-input"
          aria-describedby={[`${id}-csv-hint`, fileError && `${id}-csv-error`].filter(Boolean).join(' ')}
          aria-invalid={fileError ? true : undefined}
          onChange={choose}
        />
        <label htmlFor={`${id}-csv`} className="button button-secondary list-file-button">
          {text.csvChoose}
        </label>
        <div aria-live="polite" className="form-message">
          {fileError && (
            <p id={`${id}-csv-error`} className="field-error">
              {fileError}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
