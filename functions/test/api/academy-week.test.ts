/**
 * Where the academy meets the rest of the product, through the running stack: a teacher renamed
 * on their profile, the class's answers to each phrase per practice (and racing saves), the
 * tutor's corrections of the week from the learners' kept conversations (bounded, and only for
 * the class's teachers), and the role GET /api/users/me says before the token carries it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { academyWeek, addDays, dayStartsAt } from '../../src/data/calendar';
import { recordServed } from '../../src/practice/practice-store';
import { savePracticePoints } from '../../src/practice/saves/save-store';
import {
  apiPaths,
  type ClassList,
  type ClassSummary,
  type ConversationResponse,
  type UserProfile,
} from '../../src/shared/contract';
import type { PracticeKind } from '../../src/shared/rules';
import { addTeacher, learnerWith, mint, newClass, page } from './academy-steps';
import { seedLearner, testDb, verifiedUser, withRole } from './admin';
import { call, errorOf, signIn, type TestUser } from './stack';

const teachersOf = (summary: ClassSummary | undefined) => summary?.teachers.map((each) => each.name);

async function classesOf(user: TestUser): Promise<ClassList> {
  const list = await call<ClassList>(apiPaths.academyClasses, { token: user.idToken });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body;
}

const rename = (user: TestUser, name: string) =>
  call(apiPaths.me, { method: 'PATCH', token: user.idToken, json: { name } });

describe('a teacher renamed on their profile', () => {
  it('shows under the current name in every list, the teacher’s own included, even while renaming', async () => {
    const admin = await withRole('admin');
    const mine = await newClass(admin);
    const teacher = await verifiedUser('Professora Clara');
    // No record yet (the app never opened): the account's own name.
    expect(teachersOf(await addTeacher(admin, mine.id, teacher.email))).toEqual(['Professora Clara']);

    const signedIn = await signIn(teacher.email);
    expect((await call(apiPaths.me, { token: signedIn.idToken })).status).toBe(200);
    expect((await rename(signedIn, 'Clara Souza')).status).toBe(200);
    const listed = (list: ClassList) => teachersOf(list.classes.find((each) => each.id === mine.id));
    expect(listed(await classesOf(admin))).toEqual(['Clara Souza']);
    expect(listed(await classesOf(signedIn))).toEqual(['Clara Souza']);
    expect(teachersOf((await page(admin.idToken, mine.id)).body.class)).toEqual(['Clara Souza']);

    // Reads racing a rename see the old name or the new one, never another; after it, the new.
    const [reads] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => classesOf(admin))),
      rename(signedIn, 'Clara Lima'),
    ]);
    for (const list of reads) expect(['Clara Souza', 'Clara Lima']).toContain(listed(list)?.[0]);
    expect(listed(await classesOf(admin))).toEqual(['Clara Lima']);
    expect(listed(await classesOf(signedIn))).toEqual(['Clara Lima']);

    // One who chose no name is not shown under the name given to all such accounts: the screen
    // shows their e-mail.
    const unnamed = await verifiedUser();
    await call(apiPaths.me, { token: unnamed.idToken });
    const added = await addTeacher(admin, mine.id, unnamed.email);
    expect(added.teachers.find((each) => each.uid === unnamed.uid)).toEqual({
      uid: unnamed.uid,
      email: unnamed.email,
      name: null,
    });
  });
});

describe('the class’s answers to each phrase, per practice', () => {
  /** A practice served `phrases`, closed by a final save reporting `results`. */
  async function practice(
    uid: string,
    kind: PracticeKind,
    phrases: string[],
    results: { phrase: string; result: 'right' | 'skipped' | 'unanswered'; tries: number }[],
  ) {
    const db = testDb();
    const practiceId = `practice-${randomUUID()}`;
    const served = phrases.map((phrase) => ({ phrase, review: false }));
    await recordServed(db, uid, practiceId, { kind, level: 'beginner', served }, new Date());
    return () =>
      savePracticePoints(db, uid, { practiceId, kind, points: 0, final: true, results, now: new Date() });
  }

  it('counts every answer, a wrong one as an error, each learner once, writing and speaking apart', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const [ana, bia] = [`semana-${randomUUID()}`, `semana-${randomUUID()}`];
    for (const uid of [ana, bia]) await seedLearner(uid, { hasActivated: true, classId });
    const [hard, easy, heard] = ['Keep it simple.', 'Good morning.', 'Only heard, never answered.'];
    const missed = { phrase: hard, result: 'skipped', tries: 3 } as const;
    // Ana misses the hard phrase in two writing practices saved at once, and says it wrong once.
    const saves = await Promise.all([
      practice(ana, 'writing', [hard, easy], [missed, { phrase: easy, result: 'right', tries: 1 }]),
      practice(ana, 'writing', [hard, heard], [missed, { phrase: heard, result: 'unanswered', tries: 0 }]),
      practice(ana, 'speaking', [hard], [{ phrase: hard, result: 'right', tries: 2 }]),
      practice(bia, 'writing', [hard], [{ phrase: hard, result: 'right', tries: 2 }]),
      practice(bia, 'writing', [easy], [{ phrase: easy, result: 'right', tries: 1 }]),
    ]);
    const saved = await Promise.all(saves.map((save) => save()));
    expect(saved.every((each) => each.ok)).toBe(true);

    const shown = (await page(admin.idToken, classId)).body;
    expect(shown.missedPhrases).toEqual({
      // 3 + 3 + 2 answers, all but Bia's last wrong; two learners, Ana counted once.
      writing: [{ phrase: hard, tries: 8, wrong: 7, learners: 2 }],
      speaking: [{ phrase: hard, tries: 2, wrong: 1, learners: 1 }],
    });
    // Answered right at once is not a miss; a phrase only heard is no answer at all.
    const week = (
      await testDb()
        .collection('classWeeks')
        .doc(`${classId}_${academyWeek(new Date())}`)
        .get()
    ).data();
    expect(Object.values(week ?? {})).not.toContain(heard);
    expect(Object.values(week ?? {})).toContain(easy);
  });
});

describe('the tutor’s corrections of the week', () => {
  const talk = (user: TestUser, prompt: string, sessionId?: string) =>
    call<ConversationResponse>(apiPaths.conversation, { token: user.idToken, json: { prompt, sessionId } });

  /** A kept conversation written as the conversation's credit writes it (only what the page reads). */
  async function keptConversation(uid: string, startedAt: Date, corrections: object[]) {
    await testDb()
      .collection('conversations')
      .doc(`${uid}_${randomUUID()}`)
      .set({ uid, startedAt, expiresAt: new Date(startedAt.getTime() + 1_800_000), corrections });
  }

  it('each once with its conversations and learners, bounded per learner, for the class’s teachers only', async () => {
    const admin = await withRole('admin');
    const [{ id: classId }, { id: otherId }] = [await newClass(admin), await newClass(admin)];
    const [a = '', b = '', c = ''] = await mint(admin, classId, 3);
    const [ana, bia, caio] = [
      await learnerWith(a, 'Ana'),
      await learnerWith(b, 'Bia'),
      await learnerWith(c, 'Caio'),
    ];

    // Ana says the same mistake twice in one conversation; Bia once in hers.
    const first = await talk(ana, 'I have 25 years and I like music.');
    expect(first.body.correction?.better).toBe('I am 25 years old');
    await talk(ana, 'Yes, I have 25 years, really.', first.body.sessionId);
    expect((await talk(bia, 'Hello, I have 25 years and I study.')).body.correction?.better).toBe(
      'I am 25 years old',
    );
    // Caio: 12 conversations this week (the page reads his newest 10) and one from last week.
    const went = { said: 'I goed home', better: 'I went home', explanation: 'Passado de go: went.' };
    const monday = dayStartsAt(academyWeek(new Date()));
    for (let i = 0; i < 12; i++)
      await keptConversation(caio.uid, new Date(monday.getTime() + i * 60_000), [went]);
    const lastWeek = { said: 'Old mistake', better: 'Old correction', explanation: 'Antiga.' };
    await keptConversation(caio.uid, dayStartsAt(addDays(academyWeek(new Date()), -2)), [lastWeek]);

    const shown = await page(admin.idToken, classId);
    expect(shown.status).toBe(200);
    expect(shown.body.corrections).toEqual([
      { ...went, conversations: 10, learners: 1 },
      expect.objectContaining({ better: 'I am 25 years old', conversations: 2, learners: 2 }),
    ]);
    expect(JSON.stringify(shown.body.corrections)).not.toMatch(/Ana|Bia|Caio|Old correction/);

    // A teacher of this class reads them; a teacher of another class is refused the page.
    const teacher = await verifiedUser();
    const stranger = await verifiedUser();
    await addTeacher(admin, classId, teacher.email);
    await addTeacher(admin, otherId, stranger.email);
    const ours = await page((await signIn(teacher.email)).idToken, classId);
    expect(ours.status).toBe(200);
    expect(ours.body.corrections).toHaveLength(2);
    const foreign = await page((await signIn(stranger.email)).idToken, classId);
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign)).toBe('Você não é professor desta turma.');
    expect(JSON.stringify(foreign.body)).not.toContain('went');
  });
});

describe('the role on GET /api/users/me', () => {
  const roleOf = async (user: TestUser) =>
    (await call<UserProfile>(apiPaths.me, { token: user.idToken })).body.role;

  it('is the account’s role now, before the token carries it; given and taken by an admin', async () => {
    const admin = await withRole('admin');
    expect(await roleOf(admin)).toBe('admin');
    const { id: classId } = await newClass(admin);
    const teacher = await verifiedUser();
    expect(await roleOf(teacher)).toBeNull();

    await addTeacher(admin, classId, teacher.email);
    // The token the app holds was made before: the server says the role, the token does not yet.
    expect(await roleOf(teacher)).toBe('teacher');
    expect((await call(apiPaths.academyClasses, { token: teacher.idToken })).status).toBe(403);
    // The app then fetches a new token, which carries it.
    const refreshed = await signIn(teacher.email);
    expect((await classesOf(refreshed)).classes.map((each) => each.id)).toEqual([classId]);

    const removed = await call(apiPaths.academyTeacher({ classId, teacherId: teacher.uid }), {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(removed.status).toBe(200);
    expect(await roleOf(refreshed)).toBeNull();
  });
});
