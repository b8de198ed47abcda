/**
 * "Tarefas da turma": the learner's class tasks that count today (GET /api/assignments), what
 * each asks, due when, done so far and its state, with a way to the practice it asks for. One
 * card for the home page and the profile, each loading it as a lazy chunk (with its call and its
 * texts): it shows nothing until the tasks are in, nor when there are none or they cannot be read,
 * so a learner of no class sees the page as before.
 */
import { academyDay } from '@shared/academy-day';
import type { AssignmentPractice, LearnerAssignment } from '@shared/contract';
import { useEffect, useState } from 'react';
import { screenPaths } from '../../config/screen-paths';
import { assignmentsMessages as text } from '../../messages/assignments';
import { AppLink } from '../app-link';
import { TitledCard } from '../titled-card';
import { dueWhen, lastLateDay, weekdayOf } from './due-rules';
import { getAssignments } from './get-assignments';
import './class-assignments.css';

const practicePaths: Record<AssignmentPractice, string> = {
  writing: screenPaths.writing,
  speaking: screenPaths.speaking,
  conversation: screenPaths.conversation,
};

const stateTones = { done: 'tone-success', doneLate: 'tone-success', overdue: 'tone-error' } as const;

function dueText(dueOn: string, today: string): string {
  const when = dueWhen(dueOn, today);
  return when === 'today' ? text.due.today : text.due[when](dueOn, weekdayOf(dueOn));
}

function Task({ task, today }: { task: LearnerAssignment; today: string }) {
  const { state } = task;
  const counting = state === 'open' || state === 'overdue';
  // The practices still short of their target, each a way in.
  const toDo = counting ? task.progress.filter((each) => each.done < each.target) : [];
  const lastDay = lastLateDay(task.dueOn);
  return (
    <li className="class-task">
      <div className="class-task-head">
        <h3>{task.title}</h3>
        {state !== 'open' && <span className={`badge ${stateTones[state]}`}>{text.states[state]}</span>}
      </div>
      <p className="muted">{dueText(task.dueOn, today)}</p>
      {state === 'overdue' && <p>{text.stillCounts(lastDay, weekdayOf(lastDay))}</p>}
      <ul className="plain-list">
        {task.progress.map((each) => (
          <li key={each.practice}>{text.progress(each.practice, each.done, each.target)}</li>
        ))}
      </ul>
      {toDo.length > 0 && (
        <p className="class-task-actions">
          {toDo.map(({ practice }) => (
            <AppLink
              key={practice}
              to={practicePaths[practice]}
              className="button button-secondary"
              aria-label={text.goLabel(text.go[practice], task.title)}
            >
              {text.go[practice]}
            </AppLink>
          ))}
        </p>
      )}
    </li>
  );
}

export function ClassAssignments() {
  const [tasks, setTasks] = useState<LearnerAssignment[]>([]);
  useEffect(() => {
    let live = true;
    // Offline or refused: nothing is said; the tasks are there on the next visit.
    getAssignments().then(
      (read) => live && setTasks(read),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (tasks.length === 0) return null;
  const today = academyDay(new Date());
  return (
    <TitledCard title={text.title} className="class-tasks">
      <ul className="plain-list class-task-list">
        {tasks.map((task) => (
          <Task key={task.id} task={task} today={today} />
        ))}
      </ul>
    </TitledCard>
  );
}
