/**
 * The conversation's turn (takeTurn, what POST /api/conversar runs) with a tutor and a speech of
 * the test's own, against the emulator the stack runs: the reply's points are credited before it
 * is spoken, so a speech that fails still leaves them credited.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConversation } from '../../src/conversation/conversation-store';
import { takeTurn } from '../../src/conversation/take-turn';
import { readPoints } from '../../src/data/users';
import type { Tutor } from '../../src/services/tutor/port';
import { testDb } from './admin';

async function learner(): Promise<string> {
  const uid = `turn-${randomUUID()}`;
  await testDb().collection('users').doc(uid).set({ name: 'Ana', hasActivated: true, totalPoints: 0 });
  return uid;
}

const tutor = async (): Promise<Tutor> => ({
  name: 'test-tutor',
  reply: async () => ({ reply: 'Nice! What else do you like?', correction: null }),
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
