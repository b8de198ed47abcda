/**
 * `/academia/listas/nova` and `/academia/listas/:listId` (./lists-route.tsx): a phrase list's
 * editor. Its name, level and classes, and its phrases typed or pasted one a line (meaning after
 * ';' or a tab) or read from a CSV file (./list-fields.tsx); a save the server refuses for some
 * lines shows each of them by the box, with nothing typed lost. A list the caller may not change
 * opens read-only.
 */
import type { ClassSummary, ListProblems, ListSource, PhraseList } from '@shared/contract';
import { LEVELS, type Level, MAX_LIST_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, useId, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useAction } from '../../../lib/use-action';
import { academyMessages } from '../../../messages/academy';
import { getClasses } from '../api/classes';
import { deleteList, getList, getLists, listProblemsOf, saveList } from '../api/lists';
import { DangerDialog } from '../danger-dialog';
import { AcademyTable, BackLink, saidState } from '../parts';
import { listsPath } from '../paths';
import { loadForStaff } from '../staff-access';
import { RoleBadge, StaffScreen } from '../staff-screen';
import { ClassChoice, type Loaded, PhraseSource } from './list-fields';
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
      {list && (
        <DangerDialog
          open={deleting}
          question={{
            title: text.deleteTitle(list.name),
            lead: text.deleteLead,
            cancel: text.cancel,
            confirm: text.deleteConfirm,
            busy: text.deleting,
          }}
          action={() => deleteList(list.id)}
          onClose={async (deleted) => {
            setDeleting(false);
            if (deleted)
              await navigate(listsPath(), { state: saidState(academyMessages.lists.deleted(list.name)) });
          }}
        />
      )}
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
