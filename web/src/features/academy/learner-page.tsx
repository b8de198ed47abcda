/**
 * `/academia/turmas/:classId/alunos/:learnerId`: one learner of a class, drilled down from the
 * class page's table: their latest practices, the phrases on their review list, the sounds the
 * speaking coach heard them change (with the tip the learner sees), the tutor's corrections in
 * their conversations, and where they stand in the class's assignments.
 */
import type { LearnerMissedPhrase, LearnerPage } from '@shared/contract';
import type { PracticeKind } from '@shared/rules';
import type { SoundTipId } from '@shared/sound-habits';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { TitledCard } from '../../components/titled-card';
import { academyMessages, brDate } from '../../messages/academy';
import { pronunciationTips } from '../../messages/tips';
import { getLearnerPage } from './api/classes';
import { ResultCell } from './class-page/assignment-results';
import { assignmentWhat } from './class-page/assignments';
import { CorrectionsList } from './class-page/frequent-corrections';
import { PhrasesIn } from './class-page/missed-phrases';
import { AcademyTable, BackLink } from './parts';
import { classPath } from './paths';
import { classIdOf, loadForStaff } from './staff-access';
import { RoleBadge, StaffScreen } from './staff-screen';

const text = academyMessages.learnerPage;
const classText = academyMessages.classPage;
const resultsText = academyMessages.assignmentResults;
const KINDS: readonly PracticeKind[] = ['writing', 'speaking'];

function loadLearner({ params }: LoaderFunctionArgs) {
  const classId = classIdOf(params);
  const learnerId = params.learnerId ?? '';
  return loadForStaff(() => getLearnerPage(classId, learnerId));
}

function Practices({ practices }: { practices: LearnerPage['practices'] }) {
  const c = text.practiceColumns;
  return (
    <TitledCard title={text.practicesTitle}>
      {practices.length === 0 ? (
        <p className="muted">{text.noPractices}</p>
      ) : (
        <>
          <p className="muted">{text.practicesLead}</p>
          <AcademyTable
            label={text.practicesLabel}
            columns={[c.at, c.kind, c.phrases, c.right, c.points, c.finished]}
          >
            {practices.map((practice, index) => (
              // Practices carry no id of their own here: their order is the answer's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read once and never reordered
              <tr key={index}>
                <th scope="row" data-label={c.at}>
                  {practice.at ? brDate(practice.at) : classText.noEmail}
                </th>
                <td data-label={c.kind}>{text.kinds[practice.kind]}</td>
                <td data-label={c.phrases}>{practice.phrases ?? classText.noEmail}</td>
                <td data-label={c.right}>{practice.right}</td>
                <td data-label={c.points}>{practice.points}</td>
                <td data-label={c.finished}>{practice.finished ? text.finished : text.unfinished}</td>
              </tr>
            ))}
          </AcademyTable>
        </>
      )}
    </TitledCard>
  );
}

function MissedIn({ kind, phrases }: { kind: PracticeKind; phrases: LearnerMissedPhrase[] }) {
  return (
    <PhrasesIn
      heading={text.missedIn[kind]}
      label={text.missedLabel[kind]}
      empty={text.noMissed[kind]}
      phrases={phrases.map((each) => ({ phrase: each.phrase, note: text.box(each.box) }))}
    />
  );
}

function Sounds({ sounds }: { sounds: LearnerPage['sounds'] }) {
  const known = sounds.flatMap((sound) => {
    const tip = pronunciationTips[sound.tip as SoundTipId];
    return tip ? [{ ...sound, ...tip }] : [];
  });
  return (
    <TitledCard title={text.soundsTitle}>
      {known.length === 0 ? (
        <p className="muted">{text.noSounds}</p>
      ) : (
        <>
          <p className="muted">{text.soundsLead}</p>
          <ol className="academy-sounds" aria-label={text.soundsLabel}>
            {known.map((sound) => (
              <li key={sound.tip}>
                <strong>{sound.sound}</strong>{' '}
                <span className="muted">({text.recordings(sound.recordings)})</span>
                <p className="academy-sound-tip">{sound.tip}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </TitledCard>
  );
}

function Corrections({ corrections }: { corrections: LearnerPage['corrections'] }) {
  return (
    <TitledCard title={text.correctionsTitle}>
      {corrections.length === 0 ? (
        <p className="muted">{text.noCorrections}</p>
      ) : (
        <>
          <p className="muted">{text.correctionsLead}</p>
          <CorrectionsList corrections={corrections} label={text.correctionsLabel} />
        </>
      )}
    </TitledCard>
  );
}

function Assignments({ assignments }: { assignments: LearnerPage['assignments'] }) {
  const c = text.assignmentColumns;
  return (
    <TitledCard title={text.assignmentsTitle}>
      {assignments.length === 0 ? (
        <p className="muted">{text.noAssignments}</p>
      ) : (
        <AcademyTable label={text.assignmentsLabel} columns={[c.what, c.days, c.result, c.done]}>
          {assignments.map(({ assignment, result, pastDue, progress }) => (
            <tr key={assignment.id}>
              <th scope="row" data-label={c.what}>
                {assignment.title}
                <span className="academy-email">{assignmentWhat(assignment)}</span>
              </th>
              <td data-label={c.days}>
                {academyMessages.assignments.days(assignment.startsOn, assignment.dueOn)}
              </td>
              <td data-label={c.result}>
                <ResultCell result={result} pastDue={pastDue} />
              </td>
              <td data-label={c.done}>
                {progress.map((each) => (
                  <span key={each.practice} className="academy-result-progress">
                    {resultsText.doneOf(resultsText.practices[each.practice], each.done, each.target)}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </AcademyTable>
      )}
    </TitledCard>
  );
}

function LearnerScreen({
  page,
  classId,
  role,
}: {
  page: LearnerPage;
  classId: string;
  role: 'admin' | 'teacher';
}) {
  const { learner } = page;
  const level = (kind: PracticeKind) => {
    const found = learner.levels[kind];
    return found ? classText.levels[found] : null;
  };
  return (
    <div className="page academy-page academy-wide">
      <PageTitle>{learner.name}</PageTitle>
      <BackLink to={classPath(classId)}>{text.back(page.className)}</BackLink>
      <header className="academy-header">
        <h1>{learner.name}</h1>
        <RoleBadge role={role} />
      </header>
      <p className="academy-summary">
        {learner.email && <span className="academy-email">{learner.email}</span>}
        {text.activatedAt(learner.activatedAt)} · {classText.lastPractised(learner.lastPractisedOn)}
      </p>
      <p className="academy-summary">
        {text.summary(learner.totalPoints, learner.pointsThisWeek, learner.streak)} ·{' '}
        {classText.levelOf(level('writing'), level('speaking'))}
      </p>
      <Practices practices={page.practices} />
      <TitledCard title={text.missedTitle} className="academy-missed-card">
        <p className="muted">{text.missedLead}</p>
        {KINDS.map((kind) => (
          <MissedIn key={kind} kind={kind} phrases={page.missedPhrases[kind]} />
        ))}
      </TitledCard>
      <Sounds sounds={page.sounds} />
      <Corrections corrections={page.corrections} />
      <Assignments assignments={page.assignments} />
    </div>
  );
}

function LearnerPageRoute() {
  const load = useLoaderData<typeof loadLearner>();
  const classId = classIdOf(useParams());
  return (
    <StaffScreen load={load}>
      {(page, role) => <LearnerScreen page={page} classId={classId} role={role} />}
    </StaffScreen>
  );
}

/** A learner's route (src/app/router.tsx): its screen and its loader. */
export const learnerRoute = { Component: LearnerPageRoute, loader: loadLearner };
