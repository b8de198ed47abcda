import type { ClassSummary } from '@shared/contract';
import { isValidDailyAudios, MAX_CLASS_DAILY_AUDIOS, MAX_CLASS_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { TitledCard } from '../../../components/titled-card';
import { useAction } from '../../../lib/use-action';
import { academyMessages } from '../../../messages/academy';
import { addTeacher, removeTeacher, updateClass } from '../api/classes';

const text = academyMessages.manage;

type OnChanged = (sentence: string) => Promise<void>;

function Settings({ summary, onChanged }: { summary: ClassSummary; onChanged: OnChanged }) {
  const { busy, error, setError, run } = useAction();
  const [audiosError, setAudiosError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const endDate = String(data.get('endDate') ?? '') || null;
    const dailyAudios = Number(data.get('dailyAudios') || Number.NaN);
    setAudiosError(null);
    if (!name) return setError(academyMessages.classes.create.emptyName);
    if (!isValidDailyAudios(dailyAudios)) return setAudiosError(text.dailyAudiosInvalid);
    await run(async () => {
      await updateClass(summary.id, { name, endDate, dailyAudios });
      await onChanged(text.saved);
    });
  }
  return (
    <form className="form academy-settings" noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        label={text.name}
        error={error}
        name="name"
        type="text"
        autoComplete="off"
        maxLength={MAX_CLASS_NAME_CHARACTERS}
        defaultValue={summary.name}
        required
      />
      <TextField label={text.endDate} name="endDate" type="date" defaultValue={summary.endDate ?? ''} />
      <div className="academy-settings-audios">
        <TextField
          label={text.dailyAudios}
          hint={text.dailyAudiosHint}
          error={audiosError}
          name="dailyAudios"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CLASS_DAILY_AUDIOS}
          step={1}
          defaultValue={summary.dailyAudios}
        />
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}

function Archive({ summary, onChanged }: { summary: ClassSummary; onChanged: OnChanged }) {
  const { busy, error, run } = useAction();
  const archived = summary.archived;
  return (
    <div className="academy-archive">
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() =>
          run(async () => {
            await updateClass(summary.id, { archived: !archived });
            await onChanged(archived ? text.unarchived : text.archived);
          })
        }
      >
        {archived ? text.unarchive : text.archive}
      </button>
      <p className="field-hint">{text.archiveHint}</p>
      <FormError error={error} />
    </div>
  );
}

function Teachers({ summary, onChanged }: { summary: ClassSummary; onChanged: OnChanged }) {
  const adding = useAction();
  const removing = useAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return adding.setError(text.emptyEmail);
    await adding.run(async () => {
      const pending = await addTeacher(summary.id, email);
      form.reset();
      await onChanged(pending ? text.invited(email) : text.added(email));
    });
  }

  const remove = (id: string, done: string) =>
    removing.run(async () => {
      await removeTeacher(summary.id, id);
      await onChanged(done);
    });

  return (
    <section aria-labelledby="professores-da-turma" className="academy-teachers">
      <h3 id="professores-da-turma">{text.teachersTitle}</h3>
      {summary.teachers.length === 0 && summary.invited.length === 0 ? (
        <p className="muted">{text.noTeachers}</p>
      ) : (
        <ul className="plain-list academy-teacher-list">
          {summary.teachers.map((teacher) => {
            const who = teacher.name ?? teacher.email ?? teacher.uid;
            return (
              <li key={teacher.uid}>
                <span>
                  {who}
                  {teacher.name && teacher.email && <span className="muted"> · {teacher.email}</span>}
                </span>
                <button
                  type="button"
                  className="link-button"
                  disabled={removing.busy}
                  aria-label={text.removeTeacher(who)}
                  onClick={() => remove(teacher.uid, text.removed(who))}
                >
                  {text.remove}
                </button>
              </li>
            );
          })}
          {summary.invited.map((email) => (
            <li key={email}>
              <span>
                {email}
                <span className="muted"> · {text.awaitingConfirmation}</span>
              </span>
              <button
                type="button"
                className="link-button"
                disabled={removing.busy}
                aria-label={text.withdrawInvite(email)}
                onClick={() => remove(email, text.withdrawn(email))}
              >
                {text.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError error={removing.error} />
      <form className="form academy-add-teacher" noValidate onSubmit={submit} aria-busy={adding.busy}>
        <TextField
          label={text.teacherEmail}
          hint={text.teacherHint}
          error={adding.error}
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
        />
        <div>
          <button type="submit" className="button button-secondary" disabled={adding.busy}>
            {adding.busy ? text.adding : text.addTeacher}
          </button>
        </div>
      </form>
    </section>
  );
}

/** An admin's settings of the class: name, end date and daily audios, archive, teachers. */
export function ManageClass({ summary, onChanged }: { summary: ClassSummary; onChanged: OnChanged }) {
  return (
    <TitledCard title={text.title} className="academy-manage">
      {/* Keyed by the saved values: after a save the fields show what the server holds. */}
      <Settings
        key={`${summary.name}|${summary.endDate}|${summary.dailyAudios}`}
        summary={summary}
        onChanged={onChanged}
      />
      <Archive summary={summary} onChanged={onChanged} />
      <Teachers summary={summary} onChanged={onChanged} />
    </TitledCard>
  );
}
