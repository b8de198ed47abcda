/**
 * A class's assignment, new or changed: a phrase list (from the lists the caller sees) for the
 * writing practice, the speaking one or both, or scenarios of the conversation (their cards, loaded
 * when asked for); the start and due days (São Paulo days); how many phrases (or conversations).
 * What the form can tell is checked here; the server checks it all again and says the rest.
 */
import type { ScenarioCard } from '@content/scenario';
import type { Assignment, ListSummary, SaveAssignmentRequest } from '@shared/contract';
import { LEVELS, MAX_ASSIGNMENT_SCENARIOS } from '@shared/rules';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { apiSentence, useAction } from '../../../lib/use-action';
import { academyMessages } from '../../../messages/academy';
import { saveAssignment } from '../api/assignments';
import { getLists } from '../api/lists';
import { today } from '../paths';
import '../lists/lists.css';

const text = academyMessages.assignmentForm;
const PRACTICES = ['writing', 'speaking'] as const;
type Practice = (typeof PRACTICES)[number];

/** A new assignment's days: from today on this device (the academy's, in Brazil) to a week later. */
const DEFAULT_DAYS = 7;

export interface AssignmentValues {
  kind: 'list' | 'scenarios';
  listId: string;
  practices: Practice[];
  scenarioIds: string[];
  startsOn: string;
  dueOn: string;
  /** As typed; null while the default (the list's size, or the scenarios chosen) applies. */
  phrases: string | null;
}

export type AssignmentErrors = Partial<
  Record<'list' | 'practices' | 'scenarios' | 'days' | 'phrases', string>
>;

/** The most phrases (or conversations) the assignment may ask: the list's size, or the scenarios chosen. */
export function mostPhrases(values: AssignmentValues, listSize: number | null): number {
  return values.kind === 'list' ? (listSize ?? 0) : values.scenarioIds.length;
}

/** The number of phrases the form shows: as typed, else the most it may ask. */
export const phrasesShown = (values: AssignmentValues, listSize: number | null) =>
  values.phrases ?? (mostPhrases(values, listSize) ? String(mostPhrases(values, listSize)) : '');

/** The request the values make, or why the form refuses them (field by field). */
export function assignmentRequest(
  values: AssignmentValues,
  listSize: number | null,
): { request: SaveAssignmentRequest } | { errors: AssignmentErrors } {
  const errors: AssignmentErrors = {};
  if (values.kind === 'list') {
    if (!values.listId || listSize === null) errors.list = text.noList;
    if (!values.practices.length) errors.practices = text.noPractice;
  } else if (!values.scenarioIds.length) errors.scenarios = text.noScenario;
  else if (values.scenarioIds.length > MAX_ASSIGNMENT_SCENARIOS) errors.scenarios = text.tooManyScenarios;
  if (!values.startsOn || !values.dueOn) errors.days = text.emptyDay;
  else if (values.dueOn < values.startsOn) errors.days = text.dueBeforeStart;
  const most = mostPhrases(values, listSize);
  const phrases = Number(phrasesShown(values, listSize) || Number.NaN);
  if (most > 0 && !(Number.isInteger(phrases) && phrases >= 1 && phrases <= most))
    errors.phrases = text.phrasesInvalid(most);
  if (Object.keys(errors).length) return { errors };
  const { kind, startsOn, dueOn } = values;
  return {
    request:
      kind === 'list'
        ? { kind, listId: values.listId, practices: values.practices, startsOn, dueOn, phrases }
        : { kind, scenarioIds: values.scenarioIds, startsOn, dueOn, phrases },
  };
}

function valuesOf(assignment: Assignment | null): AssignmentValues {
  if (!assignment) {
    return {
      kind: 'list',
      listId: '',
      practices: [...PRACTICES],
      scenarioIds: [],
      startsOn: today(),
      dueOn: today(DEFAULT_DAYS),
      phrases: null,
    };
  }
  return {
    kind: assignment.kind,
    listId: assignment.listId ?? '',
    practices: assignment.practices ?? [...PRACTICES],
    scenarioIds: assignment.scenarioIds ?? [],
    startsOn: assignment.startsOn,
    dueOn: assignment.dueOn,
    phrases: String(assignment.phrases),
  };
}

type Loading<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: string };

/** The lists the caller sees, read when the form opens. */
function useLists(): Loading<ListSummary[]> {
  const [lists, setLists] = useState<Loading<ListSummary[]>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    getLists().then(
      ({ lists }) => live && setLists({ state: 'ready', value: lists }),
      (error: unknown) => live && setLists({ state: 'failed', error: apiSentence(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return lists;
}

/** The scenarios' cards of every level, loaded (their own chunks) once scenarios are asked for. */
function useScenarioCards(wanted: boolean): Loading<(readonly ScenarioCard[])[]> {
  const [cards, setCards] = useState<Loading<(readonly ScenarioCard[])[]>>({ state: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('../../../lib/scenario-cards')
      .then(({ scenarioCardsOf }) => Promise.all(LEVELS.map((level) => scenarioCardsOf(level))))
      .then(
        (levels) => live && setCards({ state: 'ready', value: levels }),
        (error: unknown) => live && setCards({ state: 'failed', error: apiSentence(error) }),
      );
    return () => {
      live = false;
    };
  }, [wanted]);
  return cards;
}

/** A group of checkboxes with its legend and its error. */
function Checks({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={error ? 'list-classes list-classes-invalid' : 'list-classes'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="list-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

const toggled = <T,>(chosen: readonly T[], value: T, on: boolean) =>
  on ? [...chosen.filter((each) => each !== value), value] : chosen.filter((each) => each !== value);

export function AssignmentForm({
  classId,
  editing,
  onCancel,
  onSaved,
}: {
  classId: string;
  /** The assignment changed, or null for a new one. */
  editing: Assignment | null;
  onCancel: () => void;
  onSaved: (title: string) => Promise<void>;
}) {
  const [values, setValues] = useState(() => valuesOf(editing));
  const [errors, setErrors] = useState<AssignmentErrors>({});
  const { busy, error, run } = useAction();
  const lists = useLists();
  const cards = useScenarioCards(values.kind === 'scenarios');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listFieldId = useId();
  const listErrorId = useId();

  // Opened from a button that stays behind: the form's heading takes the focus.
  useEffect(() => headingRef.current?.focus(), []);

  const available = lists.state === 'ready' ? lists.value : [];
  const listSize = available.find((list) => list.id === values.listId)?.phrases ?? null;
  const change = (patch: Partial<AssignmentValues>) => setValues((before) => ({ ...before, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = assignmentRequest(values, listSize);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    await run(async () => {
      const saved = await saveAssignment(classId, editing?.id ?? null, checked.request);
      await onSaved(saved.title);
    });
  }

  const most = mostPhrases(values, listSize);
  return (
    <form className="form academy-assignment-form" noValidate onSubmit={submit} aria-busy={busy}>
      <h3 ref={headingRef} tabIndex={-1}>
        {editing ? text.editTitle : text.newTitle}
      </h3>
      <fieldset className="academy-assignment-kinds">
        <legend>{text.kind}</legend>
        {(['list', 'scenarios'] as const).map((kind) => (
          <label key={kind} className="list-check">
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => {
                // What was refused of the other kind no longer applies.
                setErrors({});
                change({ kind, phrases: null });
              }}
            />
            <span>{text.kinds[kind]}</span>
          </label>
        ))}
      </fieldset>

      {values.kind === 'list' ? (
        <>
          <div className="field">
            <label htmlFor={listFieldId}>{text.list}</label>
            {lists.state === 'loading' && <p className="muted">{text.listsLoading}</p>}
            {lists.state === 'failed' && <FormError error={lists.error} />}
            {lists.state === 'ready' && available.length === 0 && (
              <p className="field-hint">{text.noLists}</p>
            )}
            <select
              id={listFieldId}
              className="list-select"
              value={values.listId}
              disabled={lists.state !== 'ready'}
              aria-invalid={errors.list ? true : undefined}
              aria-describedby={errors.list ? listErrorId : undefined}
              onChange={(event) => change({ listId: event.target.value, phrases: null })}
            >
              <option value="">{text.chooseList}</option>
              {available.map((list) => (
                <option key={list.id} value={list.id}>
                  {text.listOption(list.name, list.phrases)}
                </option>
              ))}
            </select>
            {errors.list && (
              <p id={listErrorId} className="field-error">
                {errors.list}
              </p>
            )}
          </div>
          <Checks legend={text.practices} error={errors.practices}>
            {PRACTICES.map((practice) => (
              <Check
                key={practice}
                label={text.practiceNames[practice]}
                checked={values.practices.includes(practice)}
                onChange={(on) =>
                  change({
                    // In the practices' own order.
                    practices: PRACTICES.filter((each) =>
                      each === practice ? on : values.practices.includes(each),
                    ),
                  })
                }
              />
            ))}
          </Checks>
        </>
      ) : (
        <Checks legend={text.scenarios} error={errors.scenarios}>
          {cards.state === 'loading' && <p className="muted">{text.scenariosLoading}</p>}
          {cards.state === 'failed' && <FormError error={cards.error} />}
          {cards.state === 'ready' &&
            LEVELS.map((level, i) => (
              <div key={level} className="academy-assignment-level">
                <p className="academy-assignment-level-name">{academyMessages.classPage.levels[level]}</p>
                <div className="list-class-grid">
                  {(cards.value[i] ?? []).map((card) => (
                    <Check
                      key={card.id}
                      label={card.title}
                      checked={values.scenarioIds.includes(card.id)}
                      onChange={(on) =>
                        change({ scenarioIds: toggled(values.scenarioIds, card.id, on), phrases: null })
                      }
                    />
                  ))}
                </div>
              </div>
            ))}
        </Checks>
      )}

      <div className="academy-assignment-days">
        <TextField
          label={text.startsOn}
          name="startsOn"
          type="date"
          value={values.startsOn}
          onChange={(event) => change({ startsOn: event.target.value })}
        />
        <TextField
          label={text.dueOn}
          name="dueOn"
          type="date"
          value={values.dueOn}
          error={errors.days}
          onChange={(event) => change({ dueOn: event.target.value })}
        />
        <p className="field-hint academy-assignment-days-hint">{text.daysHint}</p>
      </div>
      <div className="academy-settings-audios">
        <TextField
          label={text.phrases[values.kind]}
          hint={most > 0 ? text.phrasesHint[values.kind](most) : undefined}
          error={errors.phrases}
          name="phrases"
          type="number"
          inputMode="numeric"
          min={1}
          max={most || undefined}
          step={1}
          value={phrasesShown(values, listSize)}
          onChange={(event) => change({ phrases: event.target.value })}
        />
      </div>
      <FormError error={error} />
      <div className="academy-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? text.saving : editing ? text.save : text.create}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
