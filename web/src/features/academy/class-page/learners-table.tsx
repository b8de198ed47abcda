import type { AcademyRole, ClassLearner } from '@shared/contract';
import type { Level } from '@shared/rules';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { academyMessages, brDate } from '../../../messages/academy';
import { AcademyTable, EmptyState } from '../parts';
import { keysPath, learnerPath } from '../paths';

const text = academyMessages.classPage;
const c = text.columns;

const levelName = (level: Level | null) => (level ? text.levels[level] : null);

function LearnerRow({
  classId,
  learner,
  onReplace,
}: {
  classId: string;
  learner: ClassLearner;
  onReplace?: (learner: ClassLearner) => void;
}) {
  return (
    <tr className={learner.inactive ? 'academy-row-inactive' : undefined}>
      <th scope="row" data-label={c.nameAndEmail}>
        <AppLink to={learnerPath(classId, learner.uid)} className="academy-learner-name">
          {learner.name}
        </AppLink>
        <span className="academy-email">{learner.email ?? text.noEmail}</span>
        {learner.inactive && (
          <span className="badge badge-warning">
            {learner.lastPractisedOn ? text.inactiveBadge : text.neverPractisedBadge}
          </span>
        )}
      </th>
      <td data-label={c.activatedAt}>{learner.activatedAt ? brDate(learner.activatedAt) : text.noEmail}</td>
      <td data-label={c.lastPractised}>
        {learner.lastPractisedOn ? brDate(learner.lastPractisedOn) : text.never}
      </td>
      <td data-label={c.practices}>{learner.practicesThisWeek}</td>
      <td data-label={c.audios}>{learner.audiosThisWeek}</td>
      <td data-label={c.minutes}>{learner.conversationMinutesThisWeek}</td>
      <td data-label={c.weekPoints}>{learner.pointsThisWeek}</td>
      <td data-label={c.totalPoints}>{learner.totalPoints}</td>
      <td data-label={c.streak}>{text.streakDays(learner.streak)}</td>
      <td data-label={c.level}>
        {text.levelOf(levelName(learner.levels.writing), levelName(learner.levels.speaking))}
      </td>
      {onReplace && (
        <td data-label={c.actions}>
          <button
            type="button"
            className="link-button"
            aria-label={text.replaceOf(learner.name)}
            onClick={() => onReplace(learner)}
          >
            {text.replace}
          </button>
        </td>
      )}
    </tr>
  );
}

function LearnersSection({ count, children }: { count: number; children: ReactNode }) {
  return (
    <section aria-labelledby="alunos-da-turma" className="academy-section">
      <h2 id="alunos-da-turma" className="section-title">
        {text.learnersTitle} <span className="muted academy-count">({count})</span>
      </h2>
      {children}
    </section>
  );
}

/** A class nobody joined yet: how learners join it (a key of the class), and the way to its keys. */
export function NoLearnersYet({ classId, role }: { classId: string; role: AcademyRole }) {
  return (
    <LearnersSection count={0}>
      <EmptyState title={text.noLearners}>
        <p className="muted">{text.howToJoin[role]}</p>
        <AppLink to={keysPath(classId)} className="button button-secondary">
          {text.toKeys}
        </AppLink>
      </EmptyState>
    </LearnersSection>
  );
}

/** Every learner of the class and this week's figures: a table on a wide screen, cards on a phone. */
export function LearnersTable({
  classId,
  learners,
  onReplace,
}: {
  classId: string;
  learners: ClassLearner[];
  /** For an admin: a learner who lost their account gets a new key. */
  onReplace?: (learner: ClassLearner) => void;
}) {
  return (
    <LearnersSection count={learners.length}>
      <AcademyTable
        label={text.learnersLabel}
        className="academy-learners"
        columns={[
          c.nameAndEmail,
          c.activatedAt,
          c.lastPractised,
          c.practices,
          c.audios,
          c.minutes,
          c.weekPoints,
          c.totalPoints,
          c.streak,
          c.level,
          onReplace && c.actions,
        ]}
      >
        {learners.map((learner) => (
          <LearnerRow key={learner.uid} classId={classId} learner={learner} onReplace={onReplace} />
        ))}
      </AcademyTable>
    </LearnersSection>
  );
}
