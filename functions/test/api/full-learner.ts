/**
 * A learner who has used everything the product keeps something of, through the API where it
 * can be called and through the data module where a test cannot make it happen (a failed
 * synthesis's refund, a recognition): something in every collection and subcollection of the
 * registry that is about a learner. The export and the deletion tests start from it.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addClassTeacher, createClass } from '../../src/academy/class-store';
import { saveInvite } from '../../src/academy/invite-store';
import { mintKeys } from '../../src/activation/class-key-store';
import { phrases as pool } from '../../src/content/phrases';
import {
  consumeReply,
  declineReply,
  refundReply,
  refundReplyCharacters,
  takeReplyCharacters,
} from '../../src/conversation/reply-usage';
import { academyDay } from '../../src/data/calendar';
import { consumeAudio, refundAudio } from '../../src/practice/audio/audio-store';
import { consumeWordAudio, refundWordAudio } from '../../src/practice/audio/word-audio-store';
import { countSoundsHeard } from '../../src/practice/sounds-heard';
import { apiPaths, type StartPracticeResponse } from '../../src/shared/contract';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/rules';
import { consumeRecognition, refundRecognition } from '../../src/speech/recognition-usage';
import { createAssignment } from '../../src/syllabus/assignment-store';
import { confirmEmail, testDb } from './admin';
import type { Learner } from './learner-traces';
import { call, signIn, signUp, type TestUser } from './stack';

export interface FullLearner {
  user: TestUser;
  /** What no document may keep after the deletion. */
  learner: Learner;
  key: string;
  practiceId: string;
}

async function ok(result: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await result;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

export async function fullLearner(): Promise<FullLearner> {
  const name = `Aluna ${randomUUID().slice(0, 8)}`;
  const user = await signUp(name);
  const token = user.idToken;
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, adult: false, guardianConsent: true };
  await ok(
    call(apiPaths.createUser, { token, json: { uid: user.uid, email: user.email, name, consent } }),
    201,
  );
  // A wrong key first (keyAttempts and its attemptLog), then the academy's.
  const wrong = await call(apiPaths.validateKey, {
    token,
    json: { userId: user.uid, activationKey: 'ABCDE-FGHJK-MNPQR-STVWX' },
  });
  expect(wrong.status).toBe(400);
  // A key of a class (users.classId, the class's counters), and a class they teach (classes).
  const made = await createClass(testDb(), { name: `Turma ${randomUUID()}`, endDate: null, now: new Date() });
  if (!('created' in made)) throw new Error('class not created');
  const classId = made.created.id;
  const [key = ''] = await mintKeys(testDb(), {
    classId,
    className: made.created.name,
    count: 1,
    now: new Date(),
  });
  await addClassTeacher(testDb(), classId, user.uid);
  await ok(call(apiPaths.validateKey, { token, json: { userId: user.uid, activationKey: key } }));

  // An assignment of the class, whose phrases the practice draws first and its final save counts
  // (assignmentProgress); its list written straight as the lists' calls write one (pool phrases,
  // so their audios need nothing more).
  const today = academyDay(new Date());
  const listRef = testDb().collection('phraseLists').doc();
  const listPhrases = pool.slice(0, 2).map(({ text }) => ({ text, meaning: 'Da lista.' }));
  await listRef.set({ name: 'Unidade 1', level: 'beginner', classIds: [], phrases: listPhrases, version: 1 });
  const assignment = { kind: 'list' as const, listId: listRef.id, practices: ['writing' as const] };
  await createAssignment(
    testDb(),
    classId,
    { ...assignment, startsOn: today, dueOn: today, phrases: 2 },
    new Date(),
  );

  // A drawn practice, two audios, and its final save with results: saveLog, learning, learningLog.
  const practiceId = `practice-${randomUUID()}`;
  const drawn = (await ok(
    call(apiPaths.startPractice, { token, json: { practiceId, kind: 'writing' } }),
  )) as StartPracticeResponse;
  const phrases = drawn.phrases.map((phrase) => phrase.text).slice(0, 2);
  for (const text of phrases) {
    const audio = await call(apiPaths.generateAudio, { token, json: { text, practiceId } });
    expect(audio.status).toBe(200);
  }
  const results = phrases.map((phrase) => ({ phrase, result: 'right', tries: 1 }));
  await ok(
    call(apiPaths.updateWritingPoints, {
      token,
      json: { userId: user.uid, pointsWriting: 20, practiceId, final: true, results },
    }),
  );
  // An older client's claim (claimLog), an audio given back (audioRefunds), a recognition given
  // back (recognitionLog, recognitionRefunds).
  const now = new Date();
  await consumeAudio(testDb(), user.uid, now);
  await ok(call(apiPaths.updateSpeakingPoints, { token, json: { userId: user.uid, pointsSpeaking: 10 } }));
  const refunded = await consumeAudio(testDb(), user.uid, now);
  if (refunded.granted) await refundAudio(testDb(), user.uid, now, refunded.index);
  const recognition = await consumeRecognition(testDb(), user.uid, now, 60);
  if (recognition.granted) await refundRecognition(testDb(), user.uid, now, recognition.index);
  // The speaking coach heard a habit (soundsHeard_th on learning/{uid}_speaking).
  await countSoundsHeard(testDb(), user.uid, ['th'], now);
  // A word audio given back (wordAudioLog, wordAudioRefunds).
  const wordAudio = await consumeWordAudio(testDb(), user.uid, now);
  if (wordAudio.granted) await refundWordAudio(testDb(), user.uid, now, wordAudio.index);
  // A tutor reply and a spoken reply's characters given back (replyRefunds, replyCharacterRefunds),
  // and a prompt the tutor declined (declinedLog).
  const reply = await consumeReply(testDb(), user.uid, now);
  if ('index' in reply) await refundReply(testDb(), user.uid, now, reply.index);
  const declined = await consumeReply(testDb(), user.uid, now);
  if ('index' in declined) await declineReply(testDb(), user.uid, now, declined.index);
  const characters = await takeReplyCharacters(testDb(), user.uid, now, 10);
  if (characters !== null) await refundReplyCharacters(testDb(), user.uid, now, characters, 10);
  // A tutor turn that earns points: conversations, creditLog, conversationTurns, turnLog, replyLog.
  await ok(call(apiPaths.conversation, { token, json: { prompt: `My name is ${name} and I like books.` } }));
  // An invite to teach another class, made before the address was confirmed (teacherInvites);
  // the address confirmed since, and signed in again: the token says so, the invite still waits
  // for the next account read.
  const invitedTo = await createClass(testDb(), { name: `Turma ${randomUUID()}`, endDate: null, now });
  if (!('created' in invitedTo)) throw new Error('class not created');
  await saveInvite(testDb(), invitedTo.created.id, user.email, now);
  await confirmEmail(user.uid);
  const confirmed = await signIn(user.email);
  return { user: confirmed, learner: { uid: user.uid, email: user.email, name }, key, practiceId };
}
