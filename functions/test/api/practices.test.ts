/**
 * POST /api/practices/start and the results a final save carries, through the running
 * stack with real ID tokens: the draw, its meanings, the review list it feeds and bounds, the
 * level, and what is refused or ignored.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { phrasePool, phrases } from '../../src/content/phrases';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { phrasesAt } from '../../src/practice/pool/pool-lookup';
import { recordServed } from '../../src/practice/practice-store';
import { REVIEW_LIST_LIMIT } from '../../src/practice/review/review-rules';
import { savePracticePoints } from '../../src/practice/saves/save-store';
import {
  apiPaths,
  type LearnerProgress,
  type PhraseResultPayload,
  type Points,
  type StartPracticeResponse,
} from '../../src/shared/contract';
import { activatedUser, testDb } from './admin';
import { call, errorOf, signUp, type TestUser } from './stack';

const newId = () => `practice-${randomUUID()}`;
const meaningOf = (text: string) => phrases.find((phrase) => phrase.text === text)?.meaning;

function start(user: TestUser, json: Record<string, unknown>) {
  return call<StartPracticeResponse>(apiPaths.startPractice, { token: user.idToken, json });
}

/** Serves the practice one audio per phrase, as the app does while it is played. */
async function hear(user: TestUser, practiceId: string, phrases: readonly string[]) {
  for (const text of phrases) {
    const audio = await call(apiPaths.generateAudio, { token: user.idToken, json: { text, practiceId } });
    expect(audio.status).toBe(200);
  }
}

function finish(user: TestUser, practiceId: string, points: number, results: PhraseResultPayload[]) {
  return call(apiPaths.updateWritingPoints, {
    token: user.idToken,
    json: { userId: user.uid, pointsWriting: points, practiceId, final: true, results },
  });
}

/** A save before the practice ends, as the app sends one after each right answer and each skip. */
function progress(user: TestUser, practiceId: string, points: number, results: PhraseResultPayload[]) {
  return call(apiPaths.updateWritingPoints, {
    token: user.idToken,
    json: { userId: user.uid, pointsWriting: points, practiceId, results },
  });
}

async function learningOf(user: TestUser) {
  return (await call<LearnerProgress>(apiPaths.progress, { token: user.idToken })).body.learning;
}

const right = (phrase: string, tries = 1): PhraseResultPayload => ({ phrase, result: 'right', tries });
const skipped = (phrase: string): PhraseResultPayload => ({ phrase, result: 'skipped', tries: 0 });

describe('POST /api/practices/start', () => {
  it("draws 10 different phrases of the learner's level, each with its meaning, the same again for the same id", async () => {
    const user = await activatedUser();
    const practiceId = newId();
    const first = await start(user, { practiceId, kind: 'writing' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.level).toBe('beginner');
    const texts = first.body.phrases.map((p) => p.text);
    expect(new Set(texts).size).toBe(10);
    expect(texts.every((text) => phrasesAt('beginner').includes(text))).toBe(true);
    for (const phrase of first.body.phrases) {
      expect(phrase.meaning).toBe(meaningOf(phrase.text));
      expect(phrase.review).toBe(false);
    }
    expect((await start(user, { practiceId, kind: 'writing' })).body).toEqual(first.body);
  });

  it('draws as many phrases as the learner has audios left today; with none left, 429 and nothing recorded', async () => {
    const user = await activatedUser();
    for (let i = 0; i < 7; i++) await consumeAudio(testDb(), user.uid, new Date());
    const practiceId = newId();
    const short = await start(user, { practiceId, kind: 'speaking' });
    expect(short.status).toBe(200);
    expect(short.body.phrases).toHaveLength(3);
    await hear(
      user,
      practiceId,
      short.body.phrases.map((p) => p.text),
    );
    // Sent again (its answer lost) once those audios are spent, it still answers the same draw.
    expect((await start(user, { practiceId, kind: 'speaking' })).body).toEqual(short.body);
    const none = newId();
    const refused = await start(user, { practiceId: none, kind: 'writing' });
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toBe(
      'Você atingiu o limite de 10 áudios por hoje. Volte amanhã para praticar de novo.',
    );
    expect((await testDb().collection('practices').doc(`${user.uid}_${none}`).get()).exists).toBe(false);
  });

  it('draws at the level the learner chooses', async () => {
    const user = await activatedUser();
    const drawn = await start(user, { practiceId: newId(), kind: 'speaking', level: 'advanced' });
    expect(drawn.body.level).toBe('advanced');
    expect(drawn.body.phrases.every((p) => phrasesAt('advanced').includes(p.text))).toBe(true);
  });

  it('refuses a learner who has not activated, bad input, and an id already started as the other practice', async () => {
    const stranger = await signUp();
    const refused = await start(stranger, { practiceId: newId(), kind: 'writing' });
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatch(/ativada/);
    const user = await activatedUser();
    for (const json of [
      { practiceId: 'x', kind: 'writing' },
      { practiceId: newId(), kind: 'talking' },
      { practiceId: newId(), kind: 'writing', level: 'expert' },
    ]) {
      const bad = await start(user, json);
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(bad)).toMatch(/inválid|obrigatório|texto/);
    }
    const practiceId = newId();
    expect((await start(user, { practiceId, kind: 'writing' })).status).toBe(200);
    const other = await start(user, { practiceId, kind: 'speaking' });
    expect(other.status).toBe(409);
    expect(errorOf(other)).toBe(
      'Esta prática já foi iniciada de outra forma. Volte ao início e comece uma nova prática.',
    );
  });
});

describe('results of a final save', () => {
  it('a skipped phrase comes back first, tagged as a review, in the next practice; the profile counts it', async () => {
    const user = await activatedUser();
    const practiceId = newId();
    const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
    const [missed, ...rest] = phrases.map((p) => p.text);
    await hear(
      user,
      practiceId,
      phrases.slice(0, 3).map((p) => p.text),
    );
    const saved = await finish(user, practiceId, 20, [
      skipped(missed as string),
      right(rest[0] as string),
      right(rest[1] as string, 2),
    ]);
    expect(saved.status).toBe(200);
    expect(await learningOf(user)).toMatchObject({
      writing: { toReview: 1, dueToday: 1, learnedThisWeek: 0 },
      speaking: { toReview: 0 },
    });
    const next = (await start(user, { practiceId: newId(), kind: 'writing' })).body.phrases;
    expect(next[0]).toEqual({ text: missed, meaning: meaningOf(missed as string), review: true });
    expect(next.slice(1).every((p) => !p.review && p.text !== missed)).toBe(true);
    // The other practice keeps its own list.
    const speaking = (await start(user, { practiceId: newId(), kind: 'speaking' })).body.phrases;
    expect(speaking.some((p) => p.review)).toBe(false);
  });

  it('a phrase skipped in a practice that never ends (the tab closed after the skip) comes back in the next draw', async () => {
    const user = await activatedUser();
    const practiceId = newId();
    const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
    const [first, second, third] = phrases.map((p) => p.text) as [string, string, string];
    await hear(user, practiceId, [first, second, third]);
    // After the first right answer: nothing settled is a miss, nothing is read or written for it.
    expect((await progress(user, practiceId, 10, [right(first)])).status).toBe(200);
    expect((await testDb().collection('learning').doc(`${user.uid}_writing`).get()).exists).toBe(false);
    // Then the second phrase skipped after three tries: the save the skip sends puts it on the list.
    const skip = { phrase: second, result: 'skipped', tries: 3 } as const;
    expect((await progress(user, practiceId, 10, [right(first), skip])).status).toBe(200);
    const learning = testDb().collection('learning').doc(`${user.uid}_writing`);
    const afterSkip = (await learning.get()).data();
    expect(afterSkip?.review).toEqual([{ phrase: second, box: 0, due: expect.any(String) }]);
    expect(afterSkip?.version).toBe(1);
    expect(afterSkip?.applied).toBeUndefined();
    // The next saves report it again, with a phrase still being tried: nothing more is written.
    const open = { phrase: third, result: 'unanswered', tries: 1 } as const;
    expect((await progress(user, practiceId, 10, [right(first), skip, open])).status).toBe(200);
    expect((await learning.get()).data()).toEqual(afterSkip);
    expect((await learningOf(user)).writing).toMatchObject({ toReview: 1, dueToday: 1 });

    // No final save ever comes: the next practice starts with the skipped phrase, tagged review.
    const next = (await start(user, { practiceId: newId(), kind: 'writing' })).body.phrases;
    expect(next[0]).toEqual({ text: second, meaning: meaningOf(second), review: true });

    // Had the first practice closed after all, its results apply once, the skip where it was.
    expect((await finish(user, practiceId, 10, [right(first), skip, open])).status).toBe(200);
    const closed = (await learning.get()).data();
    expect(closed?.review.map((entry: { phrase: string }) => entry.phrase)).toEqual([second, third]);
    expect(closed?.applied).toEqual([practiceId]);
    expect(closed?.version).toBe(2);
    // A progress save replayed after the close changes nothing.
    expect((await progress(user, practiceId, 10, [right(first), skip])).status).toBe(200);
    expect((await learning.get()).data()).toEqual(closed);
  });

  it('saves reporting a skip, racing each other and the final save, list it once', async () => {
    const user = await activatedUser();
    const practiceId = newId();
    const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
    const [first, second] = phrases.map((p) => p.text) as [string, string];
    await hear(user, practiceId, [first]);
    const skip = { phrase: first, result: 'skipped', tries: 3 } as const;
    const open = { phrase: second, result: 'unanswered', tries: 0 } as const;
    const saves = await Promise.all([
      ...Array.from({ length: 5 }, () => progress(user, practiceId, 0, [skip])),
      finish(user, practiceId, 0, [skip, open]),
    ]);
    expect(saves.map((each) => each.status)).toEqual(saves.map(() => 200));
    const stored = (await testDb().collection('learning').doc(`${user.uid}_writing`).get()).data();
    expect(stored?.review.map((entry: { phrase: string }) => entry.phrase)).toEqual([first, second]);
    expect(stored?.applied).toEqual([practiceId]);
    // The skip's own advance, if one came before the close, and the close: never more.
    expect(stored?.version).toBeLessThanOrEqual(2);
  });

  it('ignores phrases the practice was not served, even pool phrases, and a second result for a phrase', async () => {
    const user = await activatedUser();
    const practiceId = newId();
    const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
    const served = phrases.map((p) => p.text);
    const notServed = phrasePool.find((phrase) => !served.includes(phrase)) as string;
    const saved = await finish(user, practiceId, 0, [
      skipped(notServed),
      skipped('Not a phrase of the pool at all.'),
      right(served[0] as string),
      skipped(served[0] as string),
    ]);
    expect(saved.status).toBe(200);
    expect((await learningOf(user)).writing.toReview).toBe(0);
  });

  it("ignores the results of a practice the server did not draw (an older client's), whose points still count", async () => {
    const user = await activatedUser();
    const practiceId = newId();
    await hear(user, practiceId, [phrasePool[0] as string]);
    const saved = await finish(user, practiceId, 10, [
      skipped(phrasePool[1] as string),
      right(phrasePool[0] as string),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ pointsWriting: 10 });
    expect((await learningOf(user)).writing.toReview).toBe(0);
  });

  it('saving the same final save twice, or at once, changes nothing more', async () => {
    const user = await activatedUser();
    const practiceId = newId();
    const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
    const results = [skipped(phrases[0]?.text as string), skipped(phrases[1]?.text as string)];
    const saves = await Promise.all(Array.from({ length: 6 }, () => finish(user, practiceId, 0, results)));
    expect(saves.every((each) => each.status === 200)).toBe(true);
    expect((await finish(user, practiceId, 0, results)).status).toBe(200);
    const stored = (await testDb().collection('learning').doc(`${user.uid}_writing`).get()).data();
    expect(stored?.review).toHaveLength(2);
    expect(stored?.applied).toEqual([practiceId]);
    expect(stored?.version).toBe(1);
  });

  it('a final save replayed after 25 other practices (past the 20 ids the learning state remembers) credits and applies nothing', async () => {
    const user = await activatedUser();
    const practiceId = newId();
    const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
    const [first, second] = phrases.map((each) => each.text) as [string, string];
    await hear(user, practiceId, [first]);
    const results = [right(first), skipped(second)];
    expect((await finish(user, practiceId, 10, results)).status).toBe(200);
    // 25 more practices, each finished with a result of its own, through the data module the
    // routes run (quicker than 50 more calls; the replay below goes through HTTP).
    for (let index = 0; index < 25; index++) {
      const other = newId();
      const phrase = phrasesAt('beginner')[index] as string;
      await recordServed(
        testDb(),
        user.uid,
        other,
        { kind: 'writing', level: 'beginner', served: [{ phrase, review: false }] },
        new Date(),
      );
      const saved = await savePracticePoints(testDb(), user.uid, {
        practiceId: other,
        kind: 'writing',
        points: 0,
        final: true,
        results: [{ phrase, result: 'right', tries: 1 }],
        now: new Date(),
      });
      expect(saved.ok).toBe(true);
    }
    const learning = testDb().collection('learning').doc(`${user.uid}_writing`);
    const before = (await learning.get()).data();
    expect(before?.version).toBe(26);
    expect(before?.applied).not.toContain(practiceId);
    const replayed = await finish(user, practiceId, 10, results);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toMatchObject({ pointsWriting: 10, totalPoints: 10 });
    expect((await learning.get()).data()).toEqual(before);
  });

  it('practices finished at once each credit their points and join the review list, in one batch each', async () => {
    const user = await activatedUser();
    const practices = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const practiceId = newId();
        const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
        const [first, second] = phrases.map((each) => each.text);
        await hear(user, practiceId, [first as string]);
        return { practiceId, results: [right(first as string), skipped(second as string)] };
      }),
    );
    const saves = await Promise.all(
      practices.map(({ practiceId, results }) => finish(user, practiceId, 10, results)),
    );
    expect(saves.map((each) => each.status)).toEqual(practices.map(() => 200));
    expect(
      (await call<Points>(apiPaths.userPoints(user.uid), { token: user.idToken })).body.totalPoints,
    ).toBe(60);
    const stored = (await testDb().collection('learning').doc(`${user.uid}_writing`).get()).data();
    expect(stored?.version).toBe(6);
    expect([...((stored?.applied as string[]) ?? [])].sort()).toEqual(
      practices.map((each) => each.practiceId).sort(),
    );
    const skippedPhrases = new Set(practices.map(({ results }) => results[1]?.phrase));
    expect(new Set(((stored?.review as { phrase: string }[]) ?? []).map((each) => each.phrase))).toEqual(
      skippedPhrases,
    );
  });

  it(`keeps at most ${REVIEW_LIST_LIMIT} phrases to review, the latest`, async () => {
    const user = await activatedUser();
    const old = phrasePool
      .slice(0, REVIEW_LIST_LIMIT)
      .map((phrase) => ({ phrase, box: 1, due: '2099-01-01' }));
    await testDb()
      .collection('learning')
      .doc(`${user.uid}_writing`)
      .set({ uid: user.uid, review: old, version: 0 });
    const practiceId = newId();
    const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
    expect(phrases.every((p) => !old.some((entry) => entry.phrase === p.text))).toBe(true);
    await finish(
      user,
      practiceId,
      0,
      phrases.slice(0, 5).map((p) => skipped(p.text)),
    );
    const review: { phrase: string }[] = (
      await testDb().collection('learning').doc(`${user.uid}_writing`).get()
    ).get('review');
    expect(review).toHaveLength(REVIEW_LIST_LIMIT);
    expect(review.slice(-5).map((e) => e.phrase)).toEqual(phrases.slice(0, 5).map((p) => p.text));
    expect(review.map((e) => e.phrase)).not.toContain(old[4]?.phrase);
  });

  it('two strong practices in a row raise the level, and the next draw is at the new level', async () => {
    const user = await activatedUser();
    for (let run = 0; run < 2; run++) {
      const practiceId = newId();
      const { phrases } = (await start(user, { practiceId, kind: 'writing' })).body;
      // Results need no audio; points do. This practice reports 9 right and 1 skipped, for 0 points.
      const results = phrases.map((p, i) => (i < 9 ? right(p.text) : skipped(p.text)));
      expect((await finish(user, practiceId, 0, results)).status).toBe(200);
    }
    expect((await learningOf(user)).writing.level).toBe('intermediate');
    const next = (await start(user, { practiceId: newId(), kind: 'writing' })).body;
    expect(next.level).toBe('intermediate');
  });

  it('refuses malformed results with a Portuguese 400 and no change', async () => {
    const user = await activatedUser();
    const practiceId = newId();
    await start(user, { practiceId, kind: 'writing' });
    for (const results of [
      [{ phrase: 'x', result: 'won', tries: 1 }],
      [{ phrase: 'x', result: 'right', tries: -1 }],
      Array.from({ length: 11 }, () => ({ phrase: 'x', result: 'right', tries: 1 })),
      'all right',
    ]) {
      const bad = await call(apiPaths.updateWritingPoints, {
        token: user.idToken,
        json: { userId: user.uid, pointsWriting: 0, practiceId, final: true, results },
      });
      expect(bad.status, JSON.stringify(results)).toBe(400);
      expect(errorOf(bad)).toMatch(/results/);
    }
    expect((await testDb().collection('learning').doc(`${user.uid}_writing`).get()).exists).toBe(false);
  });
});
