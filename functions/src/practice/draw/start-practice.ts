/**
 * What POST /api/practices/start does: draws a practice's phrases for the learner
 * (./draw-rules.ts), as many as their audios left today (of their class's allowance), their
 * class's assignment phrases first, and records them on the practice (each assignment phrase with
 * its assignment), so its final save is checked against what it was served and counts them. Each
 * phrase comes with its meaning (a list phrase's from its list), shown only after the answer. With
 * no audio left there is nothing to draw: 429.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { academyDay } from '../../data/calendar';
import { readUser } from '../../data/users';
import { HttpError } from '../../http/http-error';
import { messages } from '../../messages';
import type { StartPracticeResponse } from '../../shared/contract';
import type { Level, PracticeKind } from '../../shared/rules';
import { assignedForPractice } from '../../syllabus/learner-assignments';
import { readAudioUsage } from '../audio/audio-store';
import { meaningOf, phrasesAt } from '../pool/pool-lookup';
import { readServed, recordServed } from '../practice-store';
import { readLearning } from '../review/learning-store';
import { drawPractice } from './draw-rules';

export interface StartPracticeRequest {
  db: Firestore;
  uid: string;
  practiceId: string;
  kind: PracticeKind;
  /** The level the learner chose, or undefined for their own. */
  level?: Level;
  now: Date;
  random?: () => number;
}

export async function startPractice({
  db,
  uid,
  practiceId,
  kind,
  level,
  now,
  random,
}: StartPracticeRequest): Promise<StartPracticeResponse> {
  // The user's record names their class, whose allowance is the day's limit: one read more.
  const userRead = readUser(db, uid);
  const [user, learning, audio] = await Promise.all([
    userRead,
    readLearning(db, uid, kind),
    readAudioUsage(db, uid, now, userRead),
  ]);
  if (!user?.hasActivated) throw new HttpError(403, messages.notActivated);
  const chosen = level ?? learning.level;
  const assigned =
    audio.remaining > 0 ? await assignedForPractice(db, { uid, classId: user.classId }, kind, now) : [];
  const served = drawPractice({
    assigned,
    levelPhrases: phrasesAt(chosen),
    reviewList: learning.review,
    recent: learning.recent,
    today: academyDay(now),
    audiosLeft: audio.remaining,
    random,
  });
  // Started again once its audios are spent (its answer was lost), a practice still gets its draw.
  const stored = served.length
    ? await recordServed(db, uid, practiceId, { kind, level: chosen, served }, now)
    : await readServed(db, uid, practiceId);
  if (!stored && !served.length) throw new HttpError(429, messages.practices.noAudioLeft(audio.limit));
  if (!stored || stored.kind !== kind) throw new HttpError(409, messages.practices.idTaken);
  return {
    level: stored.level,
    dailyAudios: audio.limit,
    phrases: stored.served.map(({ phrase, review, meaning, assignmentId }) => ({
      text: phrase,
      meaning: meaning ?? meaningOf(phrase),
      review,
      ...(assignmentId ? { assignmentId } : {}),
    })),
  };
}
