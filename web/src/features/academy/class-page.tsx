/**
 * `/academia/turmas/:classId`: one class's page. Each learner with this week's figures (those
 * inactive for INACTIVE_AFTER_DAYS stand out, each with a message ready to send), the class's
 * ranking of the week beside the all-time one, the class's assignments with who finished each
 * (and each one's results per learner), the week's most-missed phrases per practice and the
 * tutor's most frequent corrections, the CSV of it all; a class nobody joined yet says how
 * learners join; for an admin, the class's settings and teachers.
 */
import type { AcademyRole, ClassAssignments, ClassPage } from '@shared/contract';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../components/app-link';
import { PageTitle } from '../../components/page-title';
import { screenPaths } from '../../config/screen-paths';
import { academyMessages } from '../../messages/academy';
import { getAssignments } from './api/assignments';
import { getClassCsv, getClassPage } from './api/classes';
import { Assignments } from './class-page/assignments';
import { ClassRanking } from './class-page/class-ranking';
import { FrequentCorrections } from './class-page/frequent-corrections';
import { InactiveLearners } from './class-page/inactive-learners';
import { LearnersTable, NoLearnersYet } from './class-page/learners-table';
import { ManageClass } from './class-page/manage-class';
import { MissedPhrases } from './class-page/missed-phrases';
import { ReplaceDialog } from './class-page/replace-dialog';
import { Announcement, BackLink, DownloadButton, useAnnouncement } from './parts';
import { keysPath, slug, today } from './paths';
import { classIdOf, loadForStaff } from './staff-access';
import { RoleBadge, StaffScreen } from './staff-screen';

const text = academyMessages.classPage;

interface ClassData {
  page: ClassPage;
  assignments: ClassAssignments;
}

function loadClass({ params }: LoaderFunctionArgs) {
  const classId = classIdOf(params);
  return loadForStaff(async (): Promise<ClassData> => {
    const [page, assignments] = await Promise.all([getClassPage(classId), getAssignments(classId)]);
    return { page, assignments };
  });
}

function ClassScreen({ page, assignments, role }: ClassData & { role: AcademyRole }) {
  const summary = page.class;
  const revalidator = useRevalidator();
  const { announcement, announce } = useAnnouncement();
  const [replacing, setReplacing] = useState<{ uid: string; name: string } | null>(null);
  const admin = role === 'admin';

  return (
    <div className="page academy-page academy-wide">
      <PageTitle>{summary.name}</PageTitle>
      <BackLink to={screenPaths.academy}>{academyMessages.classes.title}</BackLink>
      <header className="academy-header">
        <h1>{summary.name}</h1>
        {summary.archived && <span className="badge badge-muted">{academyMessages.classes.archived}</span>}
        <RoleBadge role={role} />
      </header>
      <p className="academy-summary">
        {text.summary(summary.learners, summary.keys.free, summary.keys.used, summary.keys.revoked)}
        {` · ${text.dailyAudios(summary.dailyAudios)}`}
        {summary.endDate && <span className="muted"> · {text.endDate(summary.endDate)}</span>}
      </p>
      <div className="academy-actions">
        <AppLink to={keysPath(summary.id)} className="button button-primary">
          {text.keys}
        </AppLink>
        <DownloadButton
          label={text.download}
          busyLabel={text.downloading}
          doneLabel={text.downloaded}
          fileName={() => `${slug(summary.name)}-alunos-${today()}.csv`}
          fetchFile={() => getClassCsv(summary.id)}
        />
      </div>
      <Announcement announcement={announcement} />
      <Assignments classId={summary.id} data={assignments} onChanged={() => revalidator.revalidate()} />
      <p className="muted academy-week">{text.week(page.weekStart)}</p>

      {page.learners.length === 0 ? (
        <NoLearnersYet classId={summary.id} role={role} />
      ) : (
        <>
          <InactiveLearners learners={page.learners.filter((learner) => learner.inactive)} />
          <LearnersTable
            classId={summary.id}
            learners={page.learners}
            onReplace={
              admin ? (learner) => setReplacing({ uid: learner.uid, name: learner.name }) : undefined
            }
          />
          <ClassRanking learners={page.learners} />
          <MissedPhrases phrases={page.missedPhrases} />
          <FrequentCorrections corrections={page.corrections} />
        </>
      )}
      {admin && (
        <ManageClass
          summary={summary}
          onChanged={async (sentence) => {
            await revalidator.revalidate();
            announce(sentence);
          }}
        />
      )}
      {admin && (
        <ReplaceDialog
          classId={summary.id}
          learner={replacing}
          onClose={(replaced) => {
            setReplacing(null);
            if (replaced) revalidator.revalidate();
          }}
        />
      )}
    </div>
  );
}

function ClassPageRoute() {
  const load = useLoaderData<typeof loadClass>();
  return <StaffScreen load={load}>{(data, role) => <ClassScreen {...data} role={role} />}</StaffScreen>;
}

/** A class's route (src/app/router.tsx): its screen and its loader. */
export const classRoute = { Component: ClassPageRoute, loader: loadClass };

/** A learner's drill-down, loaded with its class's page (src/app/router.tsx). */
export { learnerRoute } from './learner-page';
