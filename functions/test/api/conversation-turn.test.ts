/**
 * The conversation's turn (takeTurn, what POST /api/conversar runs) with a tutor and a speech of
 * the test's own, against the emulator the stack runs: the reply's points are credited before it
 * is spoken, so a speech that fails still leaves them credited.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mayBeginTurn, readConversation } from '../../src/conversation/conversation-store';
import { readConversationUsage } from '../../src/conversation/reply-usage';
import { TURN_LEASE_SECONDS } from '../../src/conversation/session-rules';
import { takeTurn } from '../../src/conversation/take-turn';
import { readPoints } from '../../src/data/users';
import type { Tutor } from '../../src/services/tutor/port';
import { testDb } from './admin';
import { withCommits } from './faults';
import { heldTutor } from './held-tutor';

async function learner(): Promise<string> {
  const uid = `turn-${randomUUID()}`;
  await testDb().collection('users').doc(uid).set({ name: 'Ana', hasActivated: true, totalPoints: 0 });
  return uid;
}

const tutor = async (): Promise<Tutor> => ({
  name: 'test-tutor',
  reply: async () => ({ reply: 'Nice! What else do you like?', correction: null, translation: '' }),
});

describe('takeTurn: credit first, then speak', () => {
  it('credits the reply before its speech starts; a failed speech still gives the reply, as text, with its points', async () => {
    const uid = await learner();
    let pointsWhileSpeaking = -1;
    const answer = await takeTurn({
      db: testDb(),
      tutor,
      speak: async () => {
        pointsWhileSpeaking = (await readPoints(testDb(), uid)).pointsSpeaking;
        throw new Error('speech engine down');
      },
      uid,
      prompt: 'I like pizza.',
      now: new Date(),
    });
    expect(pointsWhileSpeaking).toBe(2);
    expect(answer).toMatchObject({
      resposta: 'Nice! What else do you like?',
      audioBase64: '',
      points: 2,
      pointsEarned: 2,
      noPointsReason: null,
    });
    expect(await readPoints(testDb(), uid)).toEqual({ pointsWriting: 0, pointsSpeaking: 2, totalPoints: 2 });
    expect(await readConversation(testDb(), uid, answer.sessionId)).toMatchObject({ replies: 1, points: 2 });
    const turns = (await testDb().collection('conversationTurns').doc(uid).get()).data();
    expect(turns).toMatchObject({ started: 1, done: 1 });
  });

  it('a failed tutor leaves no session and ends the turn', async () => {
    const uid = await learner();
    const failing = async (): Promise<Tutor> => ({
      name: 'failing',
      reply: async () => {
        throw new Error('tutor down');
      },
    });
    const error = await takeTurn({
      db: testDb(),
      tutor: failing,
      speak: async () => new Uint8Array([1]),
      uid,
      prompt: 'I like pizza.',
      now: new Date(),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect((await testDb().collection('conversations').where('uid', '==', uid).get()).size).toBe(0);
    const turns = (await testDb().collection('conversationTurns').doc(uid).get()).data();
    expect(turns).toMatchObject({ started: 1, done: 1 });
  });
});

/** The learner's turns document: turns begun and ended. */
async function turnsOf(uid: string) {
  const data = (await testDb().collection('conversationTurns').doc(uid).get()).data();
  return { started: data?.started, done: data?.done };
}

/** A turn taken after the first one's lease lapsed (its request still running, past its timeout). */
const afterLease = (start: Date) => new Date(start.getTime() + (TURN_LEASE_SECONDS + 1) * 1000);

describe('a turn that finishes late (its function ran past its timeout)', () => {
  it('cannot move `done` back nor credit anything once a later turn began and ended', async () => {
    const uid = await learner();
    const start = new Date();
    const held = heldTutor('Late, sorry.');
    const speak = async () => new Uint8Array([1]);
    const late = takeTurn({
      db: testDb(),
      tutor: held.tutor,
      speak,
      uid,
      prompt: 'I like pizza.',
      now: start,
    })
      .then(() => 200)
      .catch((error: { status?: number }) => error.status);
    await held.asked;
    const later = await takeTurn({
      db: testDb(),
      tutor,
      speak,
      uid,
      prompt: 'I love rainy days.',
      now: afterLease(start),
    });
    expect(later.pointsEarned).toBe(2);
    expect(await turnsOf(uid)).toEqual({ started: 2, done: 2 });
    held.release();
    expect(await late).toBe(503);
    expect(await turnsOf(uid)).toEqual({ started: 2, done: 2 });
    // The learner is not made to wait for a lease: the next prompt may go ahead now.
    expect(await mayBeginTurn(testDb(), uid, afterLease(start))).toBe(true);
    expect(await readPoints(testDb(), uid)).toEqual({ pointsWriting: 0, pointsSpeaking: 2, totalPoints: 2 });
    // Its reply is given back: only the later turn's counts among the day's.
    expect((await readConversationUsage(testDb(), uid, start)).replies).toBe(1);
  });

  it('a later turn that begins between its read and its commit (injected at the data boundary) makes it credit nothing', async () => {
    const uid = await learner();
    const start = new Date();
    let replied = false;
    let injected = false;
    const speak = async () => new Uint8Array([1]);
    const db = withCommits(testDb(), async (real) => {
      if (replied && !injected) {
        injected = true;
        await takeTurn({
          db: testDb(),
          tutor,
          speak,
          uid,
          prompt: 'I love rainy days.',
          now: afterLease(start),
        });
      }
      return real();
    });
    const lateTutor = async (): Promise<Tutor> => ({
      name: 'late-tutor',
      reply: async () => {
        replied = true;
        return { reply: 'Late, sorry.', correction: null, translation: '' };
      },
    });
    const error = await takeTurn({
      db,
      tutor: lateTutor,
      speak,
      uid,
      prompt: 'I like pizza.',
      now: start,
    }).catch((e: unknown) => e);
    expect(injected).toBe(true);
    expect(error).toMatchObject({ status: 503 });
    expect(await turnsOf(uid)).toEqual({ started: 2, done: 2 });
    expect(await readPoints(testDb(), uid)).toEqual({ pointsWriting: 0, pointsSpeaking: 2, totalPoints: 2 });
    const sessions = await testDb().collection('conversations').where('uid', '==', uid).get();
    expect(sessions.docs.map((doc) => doc.get('replies'))).toEqual([1]);
    expect((await readConversationUsage(testDb(), uid, start)).replies).toBe(1);
  });
});
