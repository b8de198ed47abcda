/**
 * `/academia/listas/nova` and `/academia/listas/:listId`: a phrase list's editor. Its name, level
 * and classes, and its phrases typed or pasted one a line (meaning after ';' or a tab) or read
 * from a CSV file; a save the server refuses for some lines shows each of them by the box, with
 * nothing typed lost. A list the caller may not change opens read-only.
 */
import type { ClassSummary, ListProblems, ListSource, PhraseList } from '@shared/contract';
import { LEVELS, type Level, MAX_LIST_NAME_CHARACTERS, MAX_LIST_SOURCE_CHARACTERS } from '@shared/rules';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useAction } from '../../../lib/use-action';
import { academyMessages } from '../../../messages/academy';
import { getClasses } from '../api/classes';
import { deleteList, getList, getLists, listProblemsOf, saveList } from '../api/lists';
import { AcademyTable, BackLink, saidState } from '../parts';
import { listsPath } from '../paths';
import { loadForStaff } from '../staff-access';
import { RoleBadge, StaffScreen } from '../staff-screen';
import { type CsvFile, readCsvFile } from './csv-file';
import { classesText, linesOf } from './list-text';
import './lists.css';

const text = academyMessages.listEditor;
const levels = academyMessages.classPage.levels;

interface EditorData {
  /** null: a new list. */
  list: PhraseList | null;
  classes: ClassSummary[];
  canMakeAcademyWide: boolean;
}

/** The editor's data: `listId` null for a new list. */
export function loadEditor(listId: string | null) {
  return loadForStaff(async (): Promise<EditorData> => {
    const [list, { canMakeAcademyWide }, { classes }] = await Promise.all([
      listId === null ? null : getList(listId),
      getLists(),
      getClasses(),
    ]);
    return { list, classes, canMakeAcademyWide };
  });
}

type Loaded = Extract<CsvFile, { ok: true }>;

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
function ClassChoice({
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
function PhraseSource({
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

function DeleteDialog({ list, open, onClose }: { list: PhraseList; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { busy, error, setError, run } = useAction();
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal open={open} title={text.deleteTitle(list.name)} onClose={close}>
      <p>{text.deleteLead}</p>
      <FormError error={error} />
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
          {text.cancel}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={async () => {
            if (await run(() => deleteList(list.id)))
              await navigate(listsPath(), {
                state: saidState(academyMessages.lists.deleted(list.name)),
              });
          }}
        >
          {busy ? text.deleting : text.deleteConfirm}
        </button>
      </div>
    </Modal>
  );
}

function ListForm({ list, classes, canMakeAcademyWide }: EditorData) {
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const [name, setName] = useState(list?.name ?? '');
  const [level, setLevel] = useState<Level>(list?.level ?? 'beginner');
  const [wide, setWide] = useState(list !== null && list.classIds.length === 0);
  // A teacher of one class makes lists for it: it comes ticked.
  const [chosen, setChosen] = useState<string[]>(
    list?.classIds ?? (classes.length === 1 && !canMakeAcademyWide ? classes.map((each) => each.id) : []),
  );
  const [typed, setTyped] = useState(list ? linesOf(list.phraseList) : '');
  const [file, setFile] = useState<Loaded | null>(null);
  const [problems, setProblems] = useState<ListProblems | null>(null);
  const [invalid, setInvalid] = useState<{ name?: string; classes?: string; phrases?: string }>({});
  const [deleting, setDeleting] = useState(false);
  const levelId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      name: name.trim() === '' ? text.emptyName : undefined,
      classes: !wide && chosen.length === 0 ? text.noClasses : undefined,
      phrases: !file && typed.trim() === '' ? text.emptyPhrases : undefined,
    };
    setInvalid(found);
    if (found.name || found.classes || found.phrases) return;
    const source: ListSource = file ? { format: 'csv', text: file.text } : { format: 'lines', text: typed };
    await run(async () => {
      let saved: PhraseList;
      try {
        saved = await saveList(list?.id ?? null, { name, level, classIds: wide ? [] : chosen, source });
      } catch (failure) {
        const refused = listProblemsOf(failure);
        if (!refused) throw failure;
        setProblems(refused);
        return;
      }
      setProblems(null);
      await navigate(listsPath(), { state: saidState(academyMessages.lists.saved(saved.name)) });
    });
  }

  return (
    <form className="form list-form" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="list-form-head">
        <TextField
          label={text.name}
          hint={text.nameHint}
          error={invalid.name}
          name="name"
          type="text"
          autoComplete="off"
          maxLength={MAX_LIST_NAME_CHARACTERS}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <div className="field">
          <label htmlFor={levelId}>{text.level}</label>
          <select
            id={levelId}
            name="level"
            className="list-select"
            value={level}
            onChange={(event) => setLevel(event.target.value as Level)}
          >
            {LEVELS.map((each) => (
              <option key={each} value={each}>
                {levels[each]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ClassChoice
        classes={classes}
        canMakeAcademyWide={canMakeAcademyWide}
        wide={wide}
        chosen={chosen}
        error={invalid.classes ?? null}
        onWide={setWide}
        onChosen={setChosen}
      />
      <PhraseSource
        typed={typed}
        file={file}
        error={invalid.phrases ?? null}
        problems={problems}
        onTyped={setTyped}
        onFile={(loaded) => {
          setFile(loaded);
          setProblems(null);
        }}
      />
      <FormError error={error} />
      <div className="academy-actions list-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? text.saving : list ? text.save : text.create}
        </button>
        {list && (
          <button type="button" className="button button-secondary" onClick={() => setDeleting(true)}>
            {text.delete}
          </button>
        )}
      </div>
      {list && <DeleteDialog list={list} open={deleting} onClose={() => setDeleting(false)} />}
    </form>
  );
}

/** A list the caller may see but not change: what it is, and its phrases. */
function ReadOnlyList({ list, classes }: { list: PhraseList; classes: ClassSummary[] }) {
  const c = text.columns;
  return (
    <>
      <p className="alert list-read-only">{text.readOnlyLead}</p>
      <dl className="list-facts">
        <div>
          <dt>{text.level}</dt>
          <dd>{levels[list.level]}</dd>
        </div>
        <div>
          <dt>{text.classes}</dt>
          <dd>{classesText(list.classIds, classes)}</dd>
        </div>
      </dl>
      <AcademyTable label={text.phrasesLabel} columns={[c.text, c.meaning]}>
        {list.phraseList.map((phrase) => (
          <tr key={phrase.text}>
            <th scope="row" data-label={c.text}>
              {phrase.text}
            </th>
            <td data-label={c.meaning}>{phrase.meaning || text.noMeaning}</td>
          </tr>
        ))}
      </AcademyTable>
    </>
  );
}

export function ListPage() {
  const load = useLoaderData<ReturnType<typeof loadEditor>>();
  return (
    <StaffScreen load={load}>
      {(data, role) => {
        const { list } = data;
        const title = list ? list.name : text.newTitle;
        return (
          <div className="page academy-page academy-wide list-page">
            <PageTitle>{title}</PageTitle>
            <BackLink to={listsPath()}>{text.back}</BackLink>
            <header className="academy-header">
              <h1>{title}</h1>
              <RoleBadge role={role} />
            </header>
            {list && <p className="muted">{text.updatedAt(list.updatedAt)}</p>}
            {list && !list.canEdit ? (
              <ReadOnlyList list={list} classes={data.classes} />
            ) : (
              // A new key per list: opening another list starts from its own phrases.
              <ListForm key={list?.id ?? 'nova'} {...data} />
            )}
          </div>
        );
      }}
    </StaffScreen>
  );
}
