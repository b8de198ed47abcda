/**
 * GET /api/academy/classes/:classId/learners/:learnerId, a learner's drill-down on the class
 * page, through the running stack with real ID tokens: who may read it, and what it shows once
 * the learner really practised (a writing practice with a wrong answer, a speaking recording in
 * which the engine heard a habit, a conversation the tutor corrected) beside a class assignment.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { academyDay } from '../../src/data/calendar';
import {
  type AssignmentResults,
  apiPaths,
  type ConversationResponse,
  type LearnerPage,
  learnerPageSchema,
  type StartPracticeResponse,
} from '../../src/shared/contract';
import { mp3Wav } from '../recordings';
import { addTeacher, learnerWith, mint, newClass } from './academy-steps';
import { verifiedUser, withRole } from './admin';
import { BASE_URL, call, errorOf, signIn, type TestUser } from './stack';

const drillDown = (token: string, classId: string, learnerId: string) =>
  call<LearnerPage>(apiPaths.academyLearner({ classId, learnerId }), { token });

/** A teacher (signed in again, so the token carries the role) of the class. */
async function teacherOf(admin: TestUser, classId: string): Promise<TestUser> {
  const teacher = await verifiedUser();
  await addTeacher(admin, classId, teacher.email);
  return signIn(teacher.email);
}

describe('a learner’s drill-down: who may read it', () => {
  it('an admin and the class’s teachers; 403 to another class’s teacher and to learners; 404 for a learner not in the class', async () => {
    const admin = await withRole('admin');
    const [{ id: classId }, { id: otherId }] = [await newClass(admin), await newClass(admin)];
    const [key = ''] = await mint(admin, classId, 1);
    const [otherKey = ''] = await mint(admin, otherId, 1);
    const ana = await learnerWith(key, 'Ana Drill');
    const outsider = await learnerWith(otherKey, 'Bia Fora');
    const [ours, theirs] = [await teacherOf(admin, classId), await teacherOf(admin, otherId)];

    for (const staff of [admin, ours]) {
      const shown = await drillDown(staff.idToken, classId, ana.uid);
      expect(shown.status, JSON.stringify(shown.body)).toBe(200);
      expect(v.parse(learnerPageSchema, shown.body)).toEqual(shown.body);
      expect(shown.body.learner).toMatchObject({ uid: ana.uid, name: 'Ana Drill', totalPoints: 0 });
    }
    const foreign = await drillDown(theirs.idToken, classId, ana.uid);
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign)).toBe('Você não é professor desta turma.');
    for (const learner of [ana, outsider]) {
      const refused = await drillDown(learner.idToken, classId, ana.uid);
      expect(refused.status).toBe(403);
      expect(errorOf(refused)).toBe(
        'Esta área é só para a equipe da academia (administradores e professores).',
      );
    }
    for (const learnerId of [outsider.uid, 'no-such-learner', 'bad id!']) {
      const missing = await drillDown(admin.idToken, classId, learnerId);
      expect(missing.status).toBe(404);
      expect(errorOf(missing)).toBe('Este aluno não está nesta turma.');
    }
    // The class's own teacher is refused another class's learner as any other class's.
    expect((await drillDown(ours.idToken, otherId, outsider.uid)).status).toBe(403);
  });
});

const HABIT_PHRASE = 'Read the error message before you change anything.';
const clip = (name: string) =>
  mp3Wav(new Uint8Array(readFileSync(new URL(`../fixtures/${name}.mp3`, import.meta.url))));

/** POST /api/speech/recognize of a habit clip (speech-sounds.test.ts), as the speaking practice sends it. */
async function recognize(token: string, name: string) {
  const response = await fetch(`${BASE_URL}${apiPaths.recognizeSpeech(HABIT_PHRASE)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'audio/wav' },
    body: await clip(name),
  });
  expect(response.status).toBe(200);
}

describe('a learner’s drill-down: what it shows', () => {
  it('their practice with its wrong answer, the phrase missed, the sound the coach heard, the tutor’s correction and the assignment', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const [key = ''] = await mint(admin, classId, 1);
    const ana = await learnerWith(key, 'Ana Prática');
    const token = ana.idToken;
    const today = academyDay(new Date());
    const assigned = await call<{ id: string }>(apiPaths.academyAssignments({ classId }), {
      token: admin.idToken,
      json: { kind: 'scenarios', scenarioIds: ['cafeteria'], startsOn: today, dueOn: today, phrases: 1 },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);

    const empty = (await drillDown(admin.idToken, classId, ana.uid)).body;
    expect(empty).toMatchObject({ practices: [], sounds: [], corrections: [] });
    expect(empty.missedPhrases).toEqual({ writing: [], speaking: [] });

    // A writing practice: the first phrase right (its audio heard), the second skipped.
    const practiceId = `practice-${randomUUID()}`;
    const started = await call<StartPracticeResponse>(apiPaths.startPractice, {
      token,
      json: { practiceId, kind: 'writing' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [first = '', second = ''] = started.body.phrases.map((each) => each.text);
    const audio = await call(apiPaths.generateAudio, { token, json: { text: first, practiceId } });
    expect(audio.status).toBe(200);
    const saved = await call(apiPaths.updateWritingPoints, {
      token,
      json: {
        userId: ana.uid,
        pointsWriting: 10,
        practiceId,
        final: true,
        results: [
          { phrase: first, result: 'right', tries: 1 },
          { phrase: second, result: 'skipped', tries: 0 },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // A speaking recording in which the engine hears "anything"'s th said as t.
    await recognize(token, 'change-anything-th-t');

    // A conversation the tutor corrects.
    const talked = await call<ConversationResponse>(apiPaths.conversation, {
      token,
      json: { prompt: 'I have 25 years and I like music.' },
    });
    expect(talked.body.correction?.better).toBe('I am 25 years old');

    const shown = await drillDown(admin.idToken, classId, ana.uid);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(v.parse(learnerPageSchema, shown.body)).toEqual(shown.body);
    const page = shown.body;
    expect(page.practices).toEqual([
      {
        at: expect.any(String),
        kind: 'writing',
        level: started.body.level,
        phrases: started.body.phrases.length,
        right: 1,
        points: 10,
        finished: true,
      },
    ]);
    expect(page.missedPhrases.writing).toEqual([{ phrase: second, box: 0, due: today }]);
    expect(page.missedPhrases.speaking).toEqual([]);
    expect(page.sounds).toEqual([{ tip: 'th', recordings: 1 }]);
    expect(page.corrections).toEqual([expect.objectContaining({ better: 'I am 25 years old' })]);
    // The practice's 10 points and the conversation reply's 2.
    expect(page.learner).toMatchObject({ totalPoints: 12, pointsThisWeek: 12, practicesThisWeek: 1 });
    // The assignment as its results screen says it for her.
    const results = await call<AssignmentResults>(
      apiPaths.academyAssignmentResults({ classId, assignmentId: assigned.body.id }),
      { token: admin.idToken },
    );
    const row = results.body.learners.find((each) => each.uid === ana.uid);
    expect(page.assignments).toEqual([
      expect.objectContaining({
        assignment: results.body.assignment,
        result: row?.result,
        progress: row?.progress,
        pastDue: results.body.pastDue,
        state: 'open',
      }),
    ]);
    expect(row?.result).toBe('notStarted');

    // A recording with no habit heard counts nothing more.
    await recognize(token, 'change-anything-clean');
    expect((await drillDown(admin.idToken, classId, ana.uid)).body.sounds).toEqual([
      { tip: 'th', recordings: 1 },
    ]);
  });
});
