/**
 * `/academia/listas`: the academy's phrase lists the caller sees (an admin's: all; a teacher's:
 * their classes' and the whole academy's), each with its level, classes, phrases and last change;
 * a list opens in its editor (./list-page.tsx), read-only when the caller may not change it.
 */
import type { AcademyRole, ClassSummary, ListList, ListSummary } from '@shared/contract';
import { useLoaderData, useLocation } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { PageTitle } from '../../../components/page-title';
import { screenPaths } from '../../../config/screen-paths';
import { academyMessages, brDate } from '../../../messages/academy';
import { getClasses } from '../api/classes';
import { getLists } from '../api/lists';
import { AcademyTable, Announcement, BackLink, EmptyState, saidOf, useAnnouncement } from '../parts';
import { listPath, NEW_LIST } from '../paths';
import { loadForStaff } from '../staff-access';
import { RoleBadge, StaffScreen } from '../staff-screen';
import { classesText } from './list-text';
import './lists.css';

const text = academyMessages.lists;
const levels = academyMessages.classPage.levels;

export function loadLists() {
  return loadForStaff(async () => {
    const [list, { classes }] = await Promise.all([getLists(), getClasses()]);
    return { list, classes };
  });
}

function ListRow({ summary, classes }: { summary: ListSummary; classes: ClassSummary[] }) {
  const c = text.columns;
  return (
    <tr>
      <th scope="row" data-label={c.name}>
        <AppLink to={listPath(summary.id)} className="academy-class-link">
          {summary.name}
        </AppLink>
        {!summary.canEdit && <span className="badge badge-muted">{text.readOnly}</span>}
      </th>
      <td data-label={c.level}>{levels[summary.level]}</td>
      <td data-label={c.classes}>{classesText(summary.classIds, classes)}</td>
      <td data-label={c.phrases}>{summary.phrases}</td>
      <td data-label={c.updatedAt}>{brDate(summary.updatedAt)}</td>
    </tr>
  );
}

function Lists({ list, classes, role }: { list: ListList; classes: ClassSummary[]; role: AcademyRole }) {
  const c = text.columns;
  // What the editor just did (saved, deleted), said here where it led.
  const { announcement } = useAnnouncement(saidOf(useLocation().state));

  return (
    <div className="page academy-page academy-wide">
      <PageTitle>{text.title}</PageTitle>
      <BackLink to={screenPaths.academy}>{text.backToClasses}</BackLink>
      <header className="academy-header">
        <h1>{text.title}</h1>
        <RoleBadge role={role} />
      </header>
      <p className="muted">{role === 'admin' ? text.lead : text.leadTeacher}</p>
      <div className="academy-actions">
        <AppLink to={listPath(NEW_LIST)} className="button button-primary">
          {text.newList}
        </AppLink>
      </div>
      <Announcement announcement={announcement} />
      <section aria-labelledby="listas-lista" className="academy-section">
        <h2 id="listas-lista" className="section-title">
          {text.listLabel} <span className="muted academy-count">({text.count(list.lists.length)})</span>
        </h2>
        {list.lists.length === 0 ? (
          <EmptyState title={text.empty}>
            <p className="muted">{text.emptyLead}</p>
          </EmptyState>
        ) : (
          <AcademyTable label={text.listLabel} columns={[c.name, c.level, c.classes, c.phrases, c.updatedAt]}>
            {list.lists.map((summary) => (
              <ListRow key={summary.id} summary={summary} classes={classes} />
            ))}
          </AcademyTable>
        )}
      </section>
    </div>
  );
}

export function ListsPage() {
  const load = useLoaderData<typeof loadLists>();
  return (
    <StaffScreen load={load}>
      {({ list, classes }, role) => <Lists list={list} classes={classes} role={role} />}
    </StaffScreen>
  );
}
