/**
 * Every collection group with a TTL policy (src/data/retention.ts) gets `deleteAfter` from the
 * writes that make its documents, driven here through the data module on the emulator.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { attemptWindow } from '../../src/activation/key-rules';
import { bookKeyAttempt, recordAddressFailure } from '../../src/activation/key-store';
import { beginTurn, creditReply, newConversation } from '../../src/conversation/conversation-store';
import {
  consumeReply,
  declineReply,
  refundReply,
  refundReplyCharacters,
  takeReplyCharacters,
} from '../../src/conversation/reply-usage';
import { refundBudget, takeFromBudget } from '../../src/data/academy-budget';
import { academyDay, academyWeek } from '../../src/data/calendar';
import { RETENTION_DAYS, TTL_COLLECTION_GROUPS } from '../../src/data/retention';
import { phraseKey } from '../../src/data/weekly-activity';
import { consumeAudio, refundAudio } from '../../src/practice/audio/audio-store';
import { consumeWordAudio, refundWordAudio } from '../../src/practice/audio/word-audio-store';
import { recordServed } from '../../src/practice/practice-store';
import { claimPoints, savePracticePoints } from '../../src/practice/saves/save-store';
import { consumeRecognition, refundRecognition } from '../../src/speech/recognition-usage';
import { createAssignment } from '../../src/syllabus/assignment-store';
import { seedLearner, testDb } from './admin';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('retention: deleteAfter on every document a TTL policy covers', () => {
  it('is written by the grants, refunds, claims, saves, replies, key attempts, turns and credits', async () => {
    const db = testDb();
    const uid = `retention-${randomUUID()}`;
    await seedLearner(uid);
    const now = new Date();
    const practiceId = `practice-${randomUUID()}`;

    // audioLog/0, the practice's first audio, and its phrase's mark (servedAudios)
    await consumeAudio(db, uid, now, practiceId, 'Keep it simple.');
    const refunded = await consumeAudio(db, uid, now, practiceId); // audioLog/1
    if (!refunded.granted) throw new Error('not granted');
    await refundAudio(db, uid, now, refunded.index); // audioRefunds/1
    await consumeAudio(db, uid, now); // audioLog/2, a legacy audio
    expect((await claimPoints(db, uid, { kind: 'writing', points: 10, now })).ok).toBe(true);
    const save = { practiceId, kind: 'speaking' as const, points: 10, now };
    expect((await savePracticePoints(db, uid, save)).ok).toBe(true);
    const taken = await consumeReply(db, uid, now); // replyLog/0
    if (!('index' in taken)) throw new Error('not granted');
    const reply = taken.index;
    await refundReply(db, uid, now, reply); // replyRefunds/0
    const declined = await consumeReply(db, uid, now); // replyLog/1
    if (!('index' in declined)) throw new Error('not granted');
    await declineReply(db, uid, now, declined.index); // declinedLog/0
    const characters = await takeReplyCharacters(db, uid, now, 12); // replyCharacterLog/0
    if (characters === null) throw new Error('not granted');
    await refundReplyCharacters(db, uid, now, characters, 12); // replyCharacterRefunds/0
    // The academy's budget: its shard (one, so its name is known), grantLog and refundLog.
    const budget = { amount: 1_000_000, shards: 1 };
    const grant = await takeFromBudget(db, 'recognitionSeconds', 1, budget, now);
    if (!grant) throw new Error('not granted');
    await refundBudget(db, grant);
    const recognition = await consumeRecognition(db, uid, now, 60); // recognitionLog/0
    if (!recognition.granted) throw new Error('not granted');
    await refundRecognition(db, uid, now, recognition.index); // recognitionRefunds/0
    const wordAudio = await consumeWordAudio(db, uid, now); // wordAudioLog/0
    if (!wordAudio.granted) throw new Error('not granted');
    await refundWordAudio(db, uid, now, wordAudio.index); // wordAudioRefunds/0
    expect(await bookKeyAttempt(db, uid, now)).toEqual({ allowed: true, before: 0 });
    const address = `retention-${randomUUID()}`.slice(0, 32);
    await recordAddressFailure(db, address, now);
    const conversation = newConversation(now);
    expect(await beginTurn(db, uid, now)).toBe(0);
    await creditReply(db, uid, conversation, 0, { prompt: 'Hi there.', reply: 'Hello!', now });
    // In a class, whose week the results join (classWeeks), with an assignment open today.
    const classId = `retention${randomUUID().slice(0, 8)}`;
    await db.collection('users').doc(uid).update({ classId });
    const today = academyDay(now);
    const assignment = await createAssignment(
      db,
      classId,
      { kind: 'list', listId: 'unit', practices: ['writing'], startsOn: today, dueOn: today, phrases: 1 },
      now,
    );
    // A drawn writing practice whose final save reports its results: learningLog/0.
    const drawnId = `practice-${randomUUID()}`;
    const served = [
      { phrase: 'Keep it simple.', review: false },
      { phrase: 'Ship it.', review: false, assignmentId: assignment.id, meaning: 'Entregue.' },
    ];
    expect(
      await recordServed(db, uid, drawnId, { kind: 'writing', level: 'beginner', served }, now),
    ).not.toBeNull();
    // Skipped after three wrong tries: answers the class's week counts; the assignment's phrase
    // right: assignmentProgress.
    const results = [
      { phrase: 'Keep it simple.', result: 'skipped' as const, tries: 3 },
      { phrase: 'Ship it.', result: 'right' as const, tries: 1 },
    ];
    const finalSave = {
      practiceId: drawnId,
      kind: 'writing' as const,
      points: 0,
      final: true,
      results,
    };
    expect((await savePracticePoints(db, uid, { ...finalSave, now })).ok).toBe(true);

    const usage = db.collection('dailyUsage').doc(`${uid}_${academyDay(now)}`);
    const attempts = db.collection('keyAttempts').doc(`${uid}_${attemptWindow(now).id}`);
    const session = db.collection('conversations').doc(`${uid}_${conversation.sessionId}`);
    const shard = db.collection('academyBudgets').doc(`recognitionSeconds_${academyDay(now)}_0`);
    const written: Record<(typeof TTL_COLLECTION_GROUPS)[number], DocumentReference> = {
      dailyUsage: usage,
      audioLog: usage.collection('audioLog').doc('0'),
      audioRefunds: usage.collection('audioRefunds').doc('1'),
      claimLog: usage.collection('claimLog').doc('0'),
      replyLog: usage.collection('replyLog').doc('0'),
      replyRefunds: usage.collection('replyRefunds').doc(String(reply)),
      replyCharacterLog: usage.collection('replyCharacterLog').doc(String(characters)),
      replyCharacterRefunds: usage.collection('replyCharacterRefunds').doc(String(characters)),
      declinedLog: usage.collection('declinedLog').doc('0'),
      academyBudgets: shard,
      grantLog: shard.collection('grantLog').doc(String(grant.index)),
      refundLog: shard.collection('refundLog').doc(String(grant.index)),
      recognitionLog: usage.collection('recognitionLog').doc('0'),
      recognitionRefunds: usage.collection('recognitionRefunds').doc('0'),
      wordAudioLog: usage.collection('wordAudioLog').doc('0'),
      wordAudioRefunds: usage.collection('wordAudioRefunds').doc('0'),
      keyAttempts: attempts,
      attemptLog: attempts.collection('attemptLog').doc('0'),
      keyAttemptsByAddress: db.collection('keyAttemptsByAddress').doc(`${address}_${attemptWindow(now).id}`),
      practices: db.collection('practices').doc(`${uid}_${practiceId}`),
      saveLog: db.collection('practices').doc(`${uid}_${practiceId}`).collection('saveLog').doc('0'),
      servedAudios: db
        .collection('practices')
        .doc(`${uid}_${practiceId}`)
        .collection('servedAudios')
        .doc(phraseKey('Keep it simple.')),
      conversations: session,
      creditLog: session.collection('creditLog').doc('0'),
      turnLog: db.collection('conversationTurns').doc(uid).collection('turnLog').doc('0'),
      weeklyPoints: db.collection('weeklyPoints').doc(`${academyWeek(now)}_${uid}`),
      weeklyActivity: db.collection('weeklyActivity').doc(`${academyWeek(now)}_${uid}`),
      classWeeks: db.collection('classWeeks').doc(`${classId}_${academyWeek(now)}`),
      learningLog: db.collection('learning').doc(`${uid}_writing`).collection('learningLog').doc('0'),
      assignmentProgress: db.collection('assignmentProgress').doc(`${assignment.id}_${uid}`),
    };
    expect(Object.keys(written).sort()).toEqual([...TTL_COLLECTION_GROUPS].sort());

    const activityEnd = now.getTime() + RETENTION_DAYS.activity * DAY_MS;
    for (const [group, ref] of Object.entries(written)) {
      const value = (await ref.get()).get('deleteAfter') as Timestamp | undefined;
      expect(value, `${group}: ${ref.path}`).toBeDefined();
      const at = value?.toMillis() ?? 0;
      if (['keyAttempts', 'attemptLog', 'keyAttemptsByAddress'].includes(group)) {
        expect(at).toBe(attemptWindow(now).endsAt.getTime() + RETENTION_DAYS.keyAttempts * DAY_MS);
      } else if (group === 'saveLog' || group === 'learningLog') {
        // Gone long before its practice document, which the save kept for 35 more days.
        expect(Math.abs(at - (now.getTime() + RETENTION_DAYS.saveLog * DAY_MS))).toBeLessThan(60_000);
      } else if (group === 'assignmentProgress') {
        // A term's progress: 400 days after its last phrase done.
        expect(at).toBe(now.getTime() + RETENTION_DAYS.weeks * DAY_MS);
      } else if (['weeklyPoints', 'weeklyActivity', 'classWeeks'].includes(group)) {
        const monday = new Date(`${academyWeek(now)}T03:00:00Z`).getTime();
        expect(at).toBe(monday + RETENTION_DAYS.weeks * DAY_MS);
      } else {
        expect(Math.abs(at - activityEnd), `${group}: ${new Date(at).toISOString()}`).toBeLessThan(60_000);
      }
    }
  });
});
