import { randomUUID } from 'node:crypto';
import type { CollectionReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { phrasePool } from '../../src/content/phrases';
import { academyDay, academyWeek } from '../../src/data/calendar';
import { readPointsByDay } from '../../src/data/points-ledger';
import { readPoints } from '../../src/data/users';
import { consumeAudio, readAudioUsage } from '../../src/practice/audio/audio-store';
import { savePracticePoints } from '../../src/practice/saves/save-store';
import { apiPaths, type Points } from '../../src/shared/contract';
import { activatedUser, seedLearner, testDb } from './admin';
import { call, errorOf, signUp, type TestUser } from './stack';

async function serveAudios(user: TestUser, count: number) {
  await seedLearner(user.uid);
  for (let i = 0; i < count; i++) await consumeAudio(testDb(), user.uid, new Date());
}

function writing(user: TestUser, pointsWriting: unknown, path: string = apiPaths.updateWritingPoints) {
  return call<Points>(path, { token: user.idToken, json: { userId: user.uid, pointsWriting } });
}

function speaking(user: TestUser, pointsSpeaking: unknown) {
  return call<Points>(apiPaths.updateSpeakingPoints, {
    token: user.idToken,
    json: { userId: user.uid, pointsSpeaking },
  });
}

async function pointsOf(user: TestUser): Promise<Points> {
  return (await call<Points>(apiPaths.userPoints(user.uid), { token: user.idToken })).body;
}

describe('points', () => {
  it('adds a finished practice to its field and the total', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    expect((await writing(user, 30)).body).toEqual({ pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 });
    expect((await speaking(user, 20)).body).toEqual({
      pointsWriting: 30,
      pointsSpeaking: 20,
      totalPoints: 50,
    });
    expect((await writing(user, 10, apiPaths.updateWritingPointsLegacy)).body).toEqual({
      pointsWriting: 40,
      pointsSpeaking: 20,
      totalPoints: 60,
    });
    expect(await pointsOf(user)).toEqual({ pointsWriting: 40, pointsSpeaking: 20, totalPoints: 60 });
  });

  it('accepts a practice with no correct answer without writing anything', async () => {
    const user = await signUp();
    const result = await writing(user, 0);
    expect(result.status).toBe(200);
    expect(result.body.totalPoints).toBe(0);
  });

  it('refuses points not covered by the audios served today (409), adding nothing', async () => {
    const user = await signUp();
    const none = await writing(user, 10);
    expect(none.status).toBe(409);
    expect(errorOf(none)).toMatch(/10 pontos por áudio/);
    await serveAudios(user, 3);
    expect((await writing(user, 40)).status).toBe(409);
    expect((await speaking(user, 20)).status).toBe(200);
    expect((await writing(user, 20)).status).toBe(409);
    expect((await writing(user, 10)).status).toBe(200);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 10, pointsSpeaking: 20, totalPoints: 30 });
  });

  it('refuses malformed points with 400 and adds nothing', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    for (const bad of [15, -10, 110, 10.5, '10', null, 1e308]) {
      const result = await writing(user, bad);
      expect(result.status, `pointsWriting=${bad}`).toBe(400);
      expect(errorOf(result)).toMatch(/pointsWriting|múltiplo de 10/);
    }
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
  });

  it("refuses to read or change someone else's points", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    await serveAudios(me, 1);
    expect((await call(apiPaths.userPoints(other.uid), { token: me.idToken })).status).toBe(403);
    const result = await call(apiPaths.updateWritingPoints, {
      token: me.idToken,
      json: { userId: other.uid, pointsWriting: 10 },
    });
    expect(result.status).toBe(403);
    expect(await pointsOf(me)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
  });

  it('race: 50 concurrent claims of 10 after 10 audios -> exactly 10 accepted, total exactly 100', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? writing(user, 10) : speaking(user, 10))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    const points = await pointsOf(user);
    expect(points.totalPoints).toBe(100);
    expect(points.pointsWriting + points.pointsSpeaking).toBe(100);
  });

  it('race: 50 learners saving at once each get exactly their points', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => signUp()));
    await Promise.all(users.map((user) => serveAudios(user, 2)));
    const results = await Promise.all(users.map((user) => writing(user, 20)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const totals = await Promise.all(users.map(pointsOf));
    expect(totals.every((p) => p.pointsWriting === 20 && p.totalPoints === 20)).toBe(true);
  });
});

const newPracticeId = () => `practice-${randomUUID()}`;

async function servePractice(user: TestUser, practiceId: string, count: number, now = new Date()) {
  await seedLearner(user.uid);
  for (let i = 0; i < count; i++) await consumeAudio(testDb(), user.uid, now, practiceId);
}

type Field = 'pointsWriting' | 'pointsSpeaking';

function savePractice(user: TestUser, field: Field, points: unknown, practiceId: unknown, final?: boolean) {
  const path = field === 'pointsWriting' ? apiPaths.updateWritingPoints : apiPaths.updateSpeakingPoints;
  return call<Points>(path, {
    token: user.idToken,
    json: { userId: user.uid, [field]: points, practiceId, ...(final === undefined ? {} : { final }) },
  });
}

const writingTotals = (points: number): Points => ({
  pointsWriting: points,
  pointsSpeaking: 0,
  totalPoints: points,
});

async function practiceStored(user: TestUser, practiceId: string) {
  return (await testDb().collection('practices').doc(`${user.uid}_${practiceId}`).get()).data();
}

/** The learner's points this academy week (weekly ranking) and today (profile). */
async function weekAndDay(uid: string, now = new Date()) {
  const weekly = await testDb()
    .collection('weeklyPoints')
    .doc(`${academyWeek(now)}_${uid}`)
    .get();
  return { week: weekly.get('totalPoints'), day: (await readPointsByDay(testDb(), uid))[academyDay(now)] };
}

describe('points of a practice (practiceId)', () => {
  it('the same practice saved twice counts once and answers the same totals', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 5);
    const first = await savePractice(user, 'pointsWriting', 50, practiceId);
    const again = await call<Points>(apiPaths.updateWritingPointsLegacy, {
      token: user.idToken,
      json: { userId: user.uid, pointsWriting: 50, practiceId },
    });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.body).toEqual(writingTotals(50));
    expect(again.body).toEqual(first.body);
    expect(await pointsOf(user)).toEqual(first.body);
  });

  it('saved piecewise as its audios are served (10, 20, 30): credits only what each save adds, 30 in all', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    for (const points of [10, 20, 30]) {
      await servePractice(user, practiceId, 1);
      const saved = await savePractice(user, 'pointsWriting', points, practiceId);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(writingTotals(points));
    }
    expect(await pointsOf(user)).toEqual(writingTotals(30));
    expect(await weekAndDay(user.uid)).toEqual({ week: 30, day: 30 });
    expect(await practiceStored(user, practiceId)).toMatchObject({
      audios: 3,
      saved: 30,
      field: 'pointsWriting',
    });
  });

  it('a save that does not raise the practice (lower or equal: a retry, a late send) changes nothing', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 4);
    expect((await savePractice(user, 'pointsWriting', 30, practiceId)).status).toBe(200);
    for (const points of [30, 20, 10, 30]) {
      const result = await savePractice(user, 'pointsWriting', points, practiceId);
      expect(result.status, `pointsWriting=${points}`).toBe(200);
      expect(result.body).toEqual(writingTotals(30));
    }
    // Still raised by what the practice's audios allow, and only by the difference.
    expect((await savePractice(user, 'pointsWriting', 40, practiceId)).body).toEqual(writingTotals(40));
    expect(await pointsOf(user)).toEqual(writingTotals(40));
    expect(await weekAndDay(user.uid)).toEqual({ week: 40, day: 40 });
  });

  it('race: 30 concurrent saves of one practice with points 10 to 100 -> all 200, the total is the highest', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 10);
    const points = Array.from({ length: 30 }, (_, i) => ((i * 7) % 10) * 10 + 10);
    const results = await Promise.all(points.map((p) => savePractice(user, 'pointsSpeaking', p, practiceId)));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    const totals = { pointsWriting: 0, pointsSpeaking: 100, totalPoints: 100 };
    expect(await pointsOf(user)).toEqual(totals);
    expect(await weekAndDay(user.uid)).toEqual({ week: 100, day: 100 });
    expect(await practiceStored(user, practiceId)).toMatchObject({ saved: 100 });
  });

  it('race: 10 concurrent saves of the same points -> all 200, counted once, the same totals', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 10);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => savePractice(user, 'pointsSpeaking', 70, practiceId)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const totals = { pointsWriting: 0, pointsSpeaking: 70, totalPoints: 70 };
    for (const result of results) expect(result.body).toEqual(totals);
    expect(await pointsOf(user)).toEqual(totals);
  });

  it('a save of the other kind for the same practice is refused with 409, racing or not', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 4);
    expect((await savePractice(user, 'pointsWriting', 30, practiceId)).status).toBe(200);
    const other = await savePractice(user, 'pointsSpeaking', 40, practiceId);
    expect(other.status).toBe(409);
    expect(errorOf(other)).toBe(
      'Pontuação recusada: esta prática já tem pontos de outro tipo (escrita e fala são práticas separadas).',
    );
    expect(await pointsOf(user)).toEqual(writingTotals(30));

    // Both kinds at once on a fresh practice: exactly one kind is credited.
    const raced = newPracticeId();
    await servePractice(user, raced, 4);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        savePractice(user, i % 2 === 0 ? 'pointsWriting' : 'pointsSpeaking', 20, raced),
      ),
    );
    const won = (await practiceStored(user, raced))?.field as Field;
    for (const [i, result] of results.entries()) {
      const field = i % 2 === 0 ? 'pointsWriting' : 'pointsSpeaking';
      expect(result.status, field).toBe(field === won ? 200 : 409);
    }
    const points = await pointsOf(user);
    expect(points.totalPoints).toBe(50);
    expect(points[won]).toBe(won === 'pointsWriting' ? 50 : 20);
  });

  it("bounds a practice's points by 10 per audio served to it: 3 audios, 40 -> 409, 30 -> 200", async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    // Audios of the day outside this practice do not fund it.
    await serveAudios(user, 5);
    await servePractice(user, practiceId, 3);
    const over = await savePractice(user, 'pointsWriting', 40, practiceId);
    expect(over.status).toBe(409);
    expect(errorOf(over)).toBe(
      'Pontuação recusada: ela passa do que os áudios desta prática permitem (10 pontos por áudio).',
    );
    expect((await savePractice(user, 'pointsWriting', 10, newPracticeId())).status).toBe(409);
    expect((await savePractice(user, 'pointsWriting', 30, practiceId)).status).toBe(200);
    expect(await pointsOf(user)).toEqual(writingTotals(30));
  });

  it('a save with 0 points answers the totals and writes nothing: no practice, no progress day', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    for (const final of [undefined, true]) {
      const result = await savePractice(user, 'pointsSpeaking', 0, practiceId, final);
      expect(result.status).toBe(200);
      expect(result.body.totalPoints).toBe(0);
    }
    expect(await practiceStored(user, practiceId)).toBeUndefined();
    expect((await testDb().collection('progress').doc(user.uid).get()).exists).toBe(false);
  });

  it('a legacy claim (no practiceId) cannot use the audios of a practice', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 2);
    const legacy = await writing(user, 10);
    expect(legacy.status).toBe(409);
    expect(errorOf(legacy)).toMatch(/10 pontos por áudio/);
    await serveAudios(user, 1);
    expect((await writing(user, 10)).status).toBe(200);
    expect((await savePractice(user, 'pointsWriting', 20, practiceId)).status).toBe(200);
    expect(await pointsOf(user)).toEqual(writingTotals(30));
  });

  it('refuses a malformed practiceId or final with 400 in Portuguese, adding nothing', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    for (const bad of ['short', 'has spaces in it', 'ação-da-prática', 'x'.repeat(65), '', 12345678, null]) {
      const result = await savePractice(user, 'pointsWriting', 10, bad);
      expect(result.status, `practiceId=${bad}`).toBe(400);
      expect(errorOf(result)).toMatch(/"practiceId"/);
    }
    for (const bad of ['true', 1, null, {}]) {
      const result = await call(apiPaths.updateWritingPoints, {
        token: user.idToken,
        json: { userId: user.uid, pointsWriting: 10, practiceId: newPracticeId(), final: bad },
      });
      expect(result.status, `final=${JSON.stringify(bad)}`).toBe(400);
      expect(errorOf(result)).toMatch(/"final"/);
    }
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
  });

  it('a practice that crosses midnight in São Paulo saves what it earned (data module)', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    const lateEvening = new Date('2026-05-04T23:59:00-03:00');
    const earlyMorning = new Date('2026-05-05T00:01:00-03:00');
    await servePractice(user, practiceId, 3, lateEvening);
    expect((await readAudioUsage(testDb(), user.uid, earlyMorning)).used).toBe(0);
    const saved = await savePracticePoints(testDb(), user.uid, {
      practiceId,
      kind: 'writing',
      points: 30,
      now: earlyMorning,
    });
    expect(saved).toEqual({ ok: true, points: writingTotals(30) });
    expect(await readPoints(testDb(), user.uid)).toEqual(writingTotals(30));
  });
});

/** generate-audio for a practice, as the app asks for it (status only). */
async function fetchAudio(user: TestUser, practiceId: string, phrase = phrasePool[0]) {
  return (await call(apiPaths.generateAudio, { token: user.idToken, json: { text: phrase, practiceId } }))
    .status;
}

describe('the end of a practice (final save)', () => {
  it('closes the practice: generate-audio for it answers 409 and counts nothing', async () => {
    const user = await activatedUser();
    const practiceId = newPracticeId();
    for (let i = 0; i < 2; i++) expect(await fetchAudio(user, practiceId, phrasePool[i])).toBe(200);
    const last = await savePractice(user, 'pointsWriting', 20, practiceId, true);
    expect(last.body).toEqual(writingTotals(20));
    expect(await practiceStored(user, practiceId)).toMatchObject({ audios: 2, saved: 20, closed: true });

    const refused = await call(apiPaths.generateAudio, {
      token: user.idToken,
      json: { text: phrasePool[1], practiceId },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe('Esta prática já terminou. Comece uma nova prática.');
    expect((await readAudioUsage(testDb(), user.uid, new Date())).used).toBe(2);
    expect(await practiceStored(user, practiceId)).toMatchObject({ audios: 2, saved: 20 });
    // Another practice still gets its audios.
    expect(await fetchAudio(user, newPracticeId())).toBe(200);
  });

  it('a final save that adds nothing (the practice already saved as it went) still closes it', async () => {
    const user = await activatedUser();
    const practiceId = newPracticeId();
    expect(await fetchAudio(user, practiceId)).toBe(200);
    expect((await savePractice(user, 'pointsSpeaking', 10, practiceId)).status).toBe(200);
    const last = await savePractice(user, 'pointsSpeaking', 10, practiceId, true);
    expect(last.body).toEqual({ pointsWriting: 0, pointsSpeaking: 10, totalPoints: 10 });
    expect(await practiceStored(user, practiceId)).toMatchObject({ saved: 10, closed: true });
    expect(await fetchAudio(user, practiceId)).toBe(409);
  });
});

async function deleteAll(ref: CollectionReference) {
  const entries = await ref.get();
  await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
  return entries.size;
}

/**
 * The short-lived records a practice's credit could depend on, deleted one by one as the TTL
 * policies delete them, in the order they expire: the save log 1 day after each save, the day's
 * usage 35 days after that day, the practice document 35 days after its last write (an audio, a
 * save), so never before the other two.
 */
const expiring: { record: string; remove: (uid: string, practiceId: string) => Promise<void> }[] = [
  {
    record: "the practice's save-log entries",
    remove: async (uid, practiceId) => {
      const practice = testDb().collection('practices').doc(`${uid}_${practiceId}`);
      expect(await deleteAll(practice.collection('saveLog'))).toBeGreaterThan(0);
    },
  },
  {
    record: "the day's dailyUsage document and its logs",
    remove: async (uid) => {
      const usage = testDb()
        .collection('dailyUsage')
        .doc(`${uid}_${academyDay(new Date())}`);
      for (const log of ['audioLog', 'audioRefunds', 'claimLog', 'replyLog'])
        await deleteAll(usage.collection(log));
      await usage.delete();
    },
  },
  {
    record: 'the practice document',
    remove: async (uid, practiceId) => {
      await testDb().collection('practices').doc(`${uid}_${practiceId}`).delete();
    },
  },
];

describe.each([
  { ended: true, how: 'a practice ended with its final save' },
  { ended: false, how: 'a practice whose tab was closed (no final save)' },
])('$how, as each short-lived record expires in turn', ({ ended }) => {
  it('re-sending every save and fetching more audios never credits it twice', async () => {
    const user = await activatedUser();
    const practiceId = newPracticeId();
    const saves: { points: number; final?: boolean }[] = [{ points: 10 }, { points: 20 }, { points: 30 }];
    if (ended) saves.push({ points: 30, final: true });
    const sendAll = async () =>
      (
        await Promise.all(
          saves.map(({ points, final }) => savePractice(user, 'pointsWriting', points, practiceId, final)),
        )
      ).map((result) => result.status);
    for (let i = 0; i < 3; i++) expect(await fetchAudio(user, practiceId, phrasePool[i])).toBe(200);
    for (const { points, final } of saves) {
      expect((await savePractice(user, 'pointsWriting', points, practiceId, final)).status).toBe(200);
    }
    expect(await pointsOf(user)).toEqual(writingTotals(30));

    let phrase = 3;
    let total = 30;
    for (const { record, remove } of expiring) {
      await remove(user.uid, practiceId);
      const practiceGone = record === 'the practice document';
      // Every save sent again: measured against the 30 already credited (200, nothing added);
      // once the practice document is gone, its 0 audios fund nothing (409).
      expect(await sendAll(), record).toEqual(saves.map(() => (practiceGone ? 409 : 200)));
      expect(await pointsOf(user), record).toEqual(writingTotals(total));

      // Two more audios for the same practice: refused once it is closed, while its document
      // lives; then every save sent again.
      const more = [
        await fetchAudio(user, practiceId, phrasePool[phrase++]),
        await fetchAudio(user, practiceId, phrasePool[phrase++]),
      ];
      expect(more, record).toEqual(ended && !practiceGone ? [409, 409] : [200, 200]);
      await sendAll();
      // What was credited is never credited again. Only once the practice document itself is
      // gone do the audios served after it fund their own points (2 x 10), as for any practice:
      // the learner never has more than 10 points per audio served.
      if (practiceGone) total += 20;
      expect(await pointsOf(user), record).toEqual(writingTotals(total));
      expect(await weekAndDay(user.uid), record).toEqual({ week: total, day: total });
    }
  });
});
