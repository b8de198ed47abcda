/**
 * A class's assignments on its page ("Tarefas"): each with what it asks, its days, its target and
 * how many learners finished it; a new one, a change and a delete (asked first); and one
 * assignment's results per learner below the table.
 */
import type { Assignment, ClassAssignments } from '@shared/contract';
import { ASSIGNMENTS_SHOWN } from '@shared/rules';
import { useState } from 'react';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages/academy';
import { deleteAssignment } from '../api/assignments';
import { DangerDialog } from '../danger-dialog';
import { AcademyTable, Announcement, useAnnouncement } from '../parts';
import { AssignmentForm } from './assignment-form';
import { AssignmentResultsCard } from './assignment-results';
import './assignments.css';

const text = academyMessages.assignments;

/** What the assignment asks, in words: the list and its practices, or the conversation. */
export function assignmentWhat(assignment: Assignment): string {
  if (assignment.kind === 'scenarios') return text.scenariosWhat;
  return text.listWhat((assignment.practices ?? []).map((practice) => text.practices[practice]));
}

export function Assignments({
  classId,
  data,
  onChanged,
}: {
  classId: string;
  data: ClassAssignments;
  /** Reads the page again after a save or a delete. */
  onChanged: () => Promise<void>;
}) {
  const { announcement, announce } = useAnnouncement();
  /** The form open: a new assignment, or the one being changed. */
  const [editing, setEditing] = useState<'new' | Assignment | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const [showing, setShowing] = useState<Assignment | null>(null);
  const { assignments } = data;

  async function changed(sentence: string) {
    await onChanged();
    announce(sentence);
  }

  return (
    <TitledCard title={text.title} className="academy-assignments">
      <p className="muted">{text.lead}</p>
      <Announcement announcement={announcement} />
      {editing === null ? (
        <div>
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {text.newAssignment}
          </button>
        </div>
      ) : (
        <AssignmentForm
          classId={classId}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={async (title) => {
            const created = editing === 'new';
            setEditing(null);
            await changed(created ? text.created(title) : text.saved(title));
          }}
        />
      )}
      {assignments.length === 0 ? (
        <p className="muted">{text.none}</p>
      ) : (
        <AcademyTable
          label={text.label}
          columns={[
            text.columns.what,
            text.columns.days,
            text.columns.target,
            text.columns.done,
            text.columns.actions,
          ]}
          className="academy-assignments-table"
        >
          {assignments.map((assignment) => (
            <tr key={assignment.id}>
              <th scope="row">
                {assignment.title}
                <span className="academy-email">{assignmentWhat(assignment)}</span>
              </th>
              <td data-label={text.columns.days}>{text.days(assignment.startsOn, assignment.dueOn)}</td>
              <td data-label={text.columns.target}>{text.target(assignment.kind, assignment.phrases)}</td>
              <td data-label={text.columns.done}>
                {text.doneOf(
                  data.done.find((each) => each.assignmentId === assignment.id)?.learners ?? 0,
                  data.learners,
                )}
              </td>
              <td>
                <div className="academy-row-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={text.resultsOf(assignment.title)}
                    aria-pressed={showing?.id === assignment.id}
                    onClick={() => setShowing(showing?.id === assignment.id ? null : assignment)}
                  >
                    {text.results}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={text.editOf(assignment.title)}
                    onClick={() => setEditing(assignment)}
                  >
                    {text.edit}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={text.deleteOf(assignment.title)}
                    onClick={() => setDeleting(assignment)}
                  >
                    {text.delete}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AcademyTable>
      )}
      {data.older && <p className="muted">{text.older(ASSIGNMENTS_SHOWN)}</p>}
      {showing && (
        <AssignmentResultsCard
          key={showing.id}
          classId={classId}
          assignment={showing}
          onClose={() => setShowing(null)}
        />
      )}
      <DangerDialog
        open={deleting !== null}
        question={{
          title: text.deleteTitle(deleting?.title ?? ''),
          lead: text.deleteLead,
          cancel: text.cancel,
          confirm: text.deleteConfirm,
          busy: text.deleting,
        }}
        action={async () => {
          if (deleting) await deleteAssignment(classId, deleting.id);
        }}
        onClose={async (deleted) => {
          const gone = deleting;
          setDeleting(null);
          if (deleted && gone) {
            if (showing?.id === gone.id) setShowing(null);
            await changed(text.deleted(gone.title));
          }
        }}
      />
    </TitledCard>
  );
}
