/**
 * Giving back an audio whose synthesis failed, at the data module's boundary and in the order
 * generate-audio's core (serveAudio) follows, against the emulator the stack runs.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { academyDay } from '../../src/data/calendar';
import { HttpError } from '../../src/http/http-error';
import { consumeAudio, readAudioUsage, refundAudio } from '../../src/practice/audio/audio-store';
import { serveAudio } from '../../src/practice/audio/serve-audio';
import { readPracticeAudios } from '../../src/practice/practice-store';
import { savePracticePoints } from '../../src/practice/saves/save-store';
import { testDb } from './admin';

const newPracticeId = () => `practice-${randomUUID()}`;

/** A learner known only to Firestore, activated when asked. */
async function learner({ activated = true } = {}): Promise<string> {
  const uid = `refund-${randomUUID()}`;
  await testDb().collection('users').doc(uid).set({ name: 'Ana', hasActivated: activated, totalPoints: 0 });
  return uid;
}

async function usageDoc(uid: string, now: Date) {
  const doc = testDb()
    .collection('dailyUsage')
    .doc(`${uid}_${academyDay(now)}`);
  const [data, refunds] = await Promise.all([doc.get(), doc.collection('audioRefunds').get()]);
  return { ...data.data(), refunds: refunds.docs.map((d) => d.id).sort() };
}

const used = async (uid: string, now: Date) => (await readAudioUsage(testDb(), uid, now)).used;

describe('refundAudio (data module on the emulator)', () => {
  it('gives back the audio a grant took, once however often it is asked', async () => {
    const uid = await learner();
    const now = new Date();
    await consumeAudio(testDb(), uid, now);
    const grant = await consumeAudio(testDb(), uid, now);
    if (!grant.granted) throw new Error('not granted');
    expect(grant.index).toBe(1);
    expect(await used(uid, now)).toBe(2);
    expect(await refundAudio(testDb(), uid, now, grant.index)).toBe(true);
    expect(await refundAudio(testDb(), uid, now, grant.index)).toBe(true);
    expect(await used(uid, now)).toBe(1);
    expect(await usageDoc(uid, now)).toMatchObject({ audios: 2, refunded: 1, refunds: ['1'] });
    // The log counter only grows: the next grant takes entry 2.
    const next = await consumeAudio(testDb(), uid, now);
    expect(next).toMatchObject({ granted: true, index: 2, usage: { used: 2 } });
    expect(await refundAudio(testDb(), uid, now, 99)).toBe(false);
  });

  it('a refunded audio can be taken again: still at most 10 used a day', async () => {
    const uid = await learner();
    const now = new Date();
    const grants = await Promise.all(Array.from({ length: 12 }, () => consumeAudio(testDb(), uid, now)));
    expect(grants.filter((g) => g.granted)).toHaveLength(10);
    await refundAudio(testDb(), uid, now, 4);
    const again = await Promise.all(Array.from({ length: 5 }, () => consumeAudio(testDb(), uid, now)));
    expect(again.filter((g) => g.granted)).toHaveLength(1);
    expect(await used(uid, now)).toBe(10);
    expect(await usageDoc(uid, now)).toMatchObject({ audios: 11, refunded: 1 });
  });

  it("a practice audio given back leaves the practice's and the day's practice counts", async () => {
    const uid = await learner();
    const now = new Date('2026-05-04T23:59:00-03:00');
    const practiceId = newPracticeId();
    await consumeAudio(testDb(), uid, now, practiceId);
    const grant = await consumeAudio(testDb(), uid, now, practiceId);
    if (!grant.granted) throw new Error('not granted');
    expect(await readPracticeAudios(testDb(), uid, practiceId)).toBe(2);
    // The refund names the grant's day, even when it runs after midnight.
    await refundAudio(testDb(), uid, now, grant.index);
    expect(await readPracticeAudios(testDb(), uid, practiceId)).toBe(1);
    expect(await usageDoc(uid, now)).toMatchObject({ audios: 2, refunded: 1, practiceAudios: 1 });
  });

  it('a practice saved before one of its audios was given back: the same or a lower save still answers the totals', async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    await consumeAudio(testDb(), uid, now, practiceId);
    const grant = await consumeAudio(testDb(), uid, now, practiceId);
    if (!grant.granted) throw new Error('not granted');
    const save = { practiceId, kind: 'writing' as const, points: 20, name: 'Aluna', now };
    const totals = { pointsWriting: 20, pointsSpeaking: 0, totalPoints: 20 };
    expect(await savePracticePoints(testDb(), uid, save)).toEqual({ ok: true, points: totals });
    await refundAudio(testDb(), uid, now, grant.index);
    expect(await savePracticePoints(testDb(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await savePracticePoints(testDb(), uid, { ...save, points: 10 })).toEqual({
      ok: true,
      points: totals,
    });
    // Above what is left of its audios: refused, nothing added.
    expect(await savePracticePoints(testDb(), uid, { ...save, points: 30 })).toEqual({
      ok: false,
      reason: 'overAllowance',
    });
    expect((await testDb().collection('users').doc(uid).get()).get('totalPoints')).toBe(20);
  });
});

describe("serveAudio: generate-audio's core", () => {
  const failing = async () => {
    throw new Error('engine down');
  };

  it('takes the audio before speaking, and gives it back when speaking fails (503)', async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    await consumeAudio(testDb(), uid, now);
    await consumeAudio(testDb(), uid, now, practiceId);
    const usersBefore = (await testDb().collection('users').doc(uid).get()).data();
    let usedWhileSpeaking = -1;
    const error = await serveAudio({
      db: testDb(),
      speak: async () => {
        usedWhileSpeaking = await used(uid, now);
        return failing();
      },
      uid,
      text: 'keep your functions short and focused',
      practiceId,
      now,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).message).toBe(
      'Não foi possível gerar o áudio agora. Tente novamente em instantes.',
    );
    expect(usedWhileSpeaking).toBe(3);
    expect(await used(uid, now)).toBe(2);
    expect(await readPracticeAudios(testDb(), uid, practiceId)).toBe(1);
    expect(await usageDoc(uid, now)).toEqual({
      uid,
      day: academyDay(now),
      deleteAfter: expect.anything(),
      audios: 3,
      refunded: 1,
      practiceAudios: 1,
      refunds: ['2'],
    });
    expect((await testDb().collection('users').doc(uid).get()).data()).toEqual(usersBefore);
  });

  it("a practice's phrase whose audio was given back takes an audio again when asked again", async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    const text = 'keep your functions short and focused';
    const speak = async () => ({ audio: new Uint8Array([1]), source: 'memory' as const });
    const failed = await serveAudio({ db: testDb(), speak: failing, uid, text, practiceId, now }).catch(
      (e: unknown) => e,
    );
    expect((failed as HttpError).status).toBe(503);
    expect(await used(uid, now)).toBe(0);
    // Not heard: it is not the practice's yet, so it is taken now, and only now served free again.
    await serveAudio({ db: testDb(), speak, uid, text, practiceId, now });
    expect(await used(uid, now)).toBe(1);
    await serveAudio({ db: testDb(), speak, uid, text, practiceId, now });
    expect(await used(uid, now)).toBe(1);
    expect(await readPracticeAudios(testDb(), uid, practiceId)).toBe(1);
    // A failure when served again gives back nothing: nothing was taken.
    await serveAudio({ db: testDb(), speak: failing, uid, text, practiceId, now }).catch(() => undefined);
    expect(await used(uid, now)).toBe(1);
    expect(await usageDoc(uid, now)).toMatchObject({ audios: 2, refunded: 1, refunds: ['0'] });
  });

  it('gives the audio back (503) when the speech has not arrived by the deadline, whatever the engine does', async () => {
    const uid = await learner();
    const now = new Date();
    const started = performance.now();
    const error = await serveAudio({
      db: testDb(),
      speak: () => new Promise(() => undefined), // never answers
      uid,
      text: 'keep your functions short and focused',
      now,
      speechDeadlineMs: 50,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await used(uid, now)).toBe(0);
    expect(await usageDoc(uid, now)).toMatchObject({ audios: 1, refunded: 1, refunds: ['0'] });
  });

  it('speaks the canonical pool phrase, and refuses other text, inactive learners and a spent day first', async () => {
    const [uid, inactive] = await Promise.all([learner(), learner({ activated: false })]);
    const now = new Date();
    const spoken: string[] = [];
    const speak = async (text: string) => {
      spoken.push(text);
      return { audio: new Uint8Array([1, 2, 3]), source: 'memory' as const };
    };
    const served = await serveAudio({
      db: testDb(),
      speak,
      uid,
      text: ' COMMIT early and commit   often! ',
      now,
    });
    expect(served.audio).toEqual(new Uint8Array([1, 2, 3]));
    expect(spoken).toEqual(['Commit early and commit often.']);

    const statusOf = (request: { uid: string; text: string }) =>
      serveAudio({ db: testDb(), speak, now, ...request }).then(
        () => 200,
        (e: HttpError) => e.status,
      );
    expect(await statusOf({ uid, text: 'Commit late and never.' })).toBe(400);
    expect(await statusOf({ uid: inactive, text: 'Commit early and commit often.' })).toBe(403);
    for (let i = 0; i < 9; i++) await consumeAudio(testDb(), uid, now);
    expect(await statusOf({ uid, text: 'Commit early and commit often.' })).toBe(429);
    expect(spoken).toHaveLength(1);
    expect(await used(uid, now)).toBe(10);
  });
});
