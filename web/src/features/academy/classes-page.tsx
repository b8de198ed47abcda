/**
 * `/academia`: the academy's classes (an admin's: all of them; a teacher's: their own), each with
 * its learners and keys counted, archived ones last; an admin creates classes here. A class's
 * learners, keys and settings are on its own page (./class-page.tsx).
 */
import type { AcademyRole, ClassList, ClassSummary } from '@shared/contract';
import { MAX_CLASS_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, useRef } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../components/app-link';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { TitledCard } from '../../components/titled-card';
import { useAction } from '../../lib/use-action';
import { academyMessages, brDate } from '../../messages/academy';
import { createClass, getClasses } from './api/classes';
import { AcademyTable, Announcement, EmptyState, useAnnouncement } from './parts';
import { classPath, keysPath, listsPath } from './paths';
import { loadForStaff } from './staff-access';
import { RoleBadge, StaffScreen } from './staff-screen';

const text = academyMessages.classes;

function loadClasses() {
  return loadForStaff(() => getClasses());
}

/** Active classes first (in the server's order), archived ones after. */
export function inListOrder(classes: ClassSummary[]): ClassSummary[] {
  return [...classes.filter((each) => !each.archived), ...classes.filter((each) => each.archived)];
}

function CreateClass({ onCreated }: { onCreated: (name: string) => void }) {
  const { busy, error, setError, run } = useAction();
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const endDate = String(data.get('endDate') ?? '') || null;
    if (!name) return setError(text.create.emptyName);
    await run(async () => {
      const created = await createClass({ name, endDate });
      form.current?.reset();
      onCreated(created.name);
    });
  }

  return (
    <TitledCard title={text.create.title} className="academy-create">
      <form ref={form} className="form academy-create-form" noValidate onSubmit={submit} aria-busy={busy}>
        <TextField
          label={text.create.name}
          hint={text.create.nameHint}
          error={error}
          name="name"
          type="text"
          autoComplete="off"
          maxLength={MAX_CLASS_NAME_CHARACTERS}
          required
        />
        <TextField label={text.create.endDate} name="endDate" type="date" />
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? text.create.submitting : text.create.submit}
          </button>
        </div>
      </form>
    </TitledCard>
  );
}

function ClassRow({ summary }: { summary: ClassSummary }) {
  const c = text.columns;
  const teachers = [
    ...summary.teachers.map((teacher) => teacher.name ?? teacher.email ?? teacher.uid),
    ...summary.invited.map(text.invitedTeacher),
  ];
  return (
    <tr className={summary.archived ? 'academy-row-archived' : undefined}>
      <th scope="row" data-label={c.name}>
        <AppLink to={classPath(summary.id)} className="academy-class-link">
          {summary.name}
        </AppLink>
        {summary.archived && <span className="badge badge-muted">{text.archived}</span>}
      </th>
      <td data-label={c.learners}>{summary.learners}</td>
      <td data-label={c.free}>{summary.keys.free}</td>
      <td data-label={c.used}>{summary.keys.used}</td>
      <td data-label={c.revoked}>{summary.keys.revoked}</td>
      <td data-label={c.teachers}>{teachers.length > 0 ? teachers.join(', ') : text.noTeachers}</td>
      <td data-label={c.endDate}>{summary.endDate ? brDate(summary.endDate) : text.noEndDate}</td>
      <td data-label={c.dailyAudios}>{summary.dailyAudios}</td>
      <td data-label={c.actions}>
        <AppLink to={keysPath(summary.id)} aria-label={text.keysOf(summary.name)}>
          {text.keys}
        </AppLink>
      </td>
    </tr>
  );
}

function ClassTable({ classes, role }: { classes: ClassSummary[]; role: AcademyRole }) {
  const c = text.columns;
  if (classes.length === 0) {
    return (
      <EmptyState title={text.empty}>
        <p className="muted">{role === 'admin' ? text.emptyAdmin : text.emptyTeacher}</p>
      </EmptyState>
    );
  }
  return (
    <AcademyTable
      label={text.listLabel}
      columns={[
        c.name,
        c.learners,
        c.free,
        c.used,
        c.revoked,
        c.teachers,
        c.endDate,
        c.dailyAudios,
        c.actions,
      ]}
    >
      {inListOrder(classes).map((summary) => (
        <ClassRow key={summary.id} summary={summary} />
      ))}
    </AcademyTable>
  );
}

function Classes({ list, role }: { list: ClassList; role: AcademyRole }) {
  const revalidator = useRevalidator();
  const { announcement, announce } = useAnnouncement();
  return (
    <div className="page academy-page academy-wide">
      <PageTitle>{text.title}</PageTitle>
      <header className="academy-header">
        <h1>{text.title}</h1>
        <RoleBadge role={role} />
      </header>
      <p className="muted">{role === 'admin' ? text.lead : text.leadTeacher}</p>
      <div className="academy-actions">
        <AppLink to={listsPath()} className="button button-secondary">
          {academyMessages.lists.open}
        </AppLink>
      </div>
      {list.canManage && (
        <CreateClass
          onCreated={async (name) => {
            await revalidator.revalidate();
            announce(text.create.created(name));
          }}
        />
      )}
      <Announcement announcement={announcement} />
      <section aria-labelledby="turmas-lista" className="academy-section">
        <h2 id="turmas-lista" className="section-title">
          {text.listLabel} <span className="muted academy-count">({text.count(list.classes.length)})</span>
        </h2>
        <ClassTable classes={list.classes} role={role} />
      </section>
    </div>
  );
}

function ClassesPage() {
  const load = useLoaderData<typeof loadClasses>();
  return <StaffScreen load={load}>{(list, role) => <Classes list={list} role={role} />}</StaffScreen>;
}

/** The academy's first route (src/app/router.tsx): its screen and its loader. */
export const classesRoute = { Component: ClassesPage, loader: loadClasses };
