/**
 * What POST /api/practices/start does: draws a practice's phrases for the learner
 * (./draw-rules.ts) and records them on the practice, so its final save is checked against what
 * it was served. Each phrase comes with its meaning, shown only after the answer.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { academyDay } from '../../data/calendar';
import { readUser } from '../../data/users';
import { HttpError } from '../../http/http-error';
import { messages } from '../../messages';
import type { StartPracticeResponse } from '../../shared/contract';
import type { Level, PracticeKind } from '../../shared/rules';
import { phrasesAt } from '../pool/phrase-level';
import { phraseMeanings } from '../pool/phrase-meanings';
import { recordServed } from '../practice-store';
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
  if (!(await readUser(db, uid))?.hasActivated) throw new HttpError(403, messages.notActivated);
  const learning = await readLearning(db, uid, kind);
  const chosen = level ?? learning.level;
  const served = drawPractice({
    levelPhrases: phrasesAt(chosen),
    reviewList: learning.review,
    recent: learning.recent,
    today: academyDay(now),
    random,
  });
  const stored = await recordServed(db, uid, practiceId, { kind, level: chosen, served }, now);
  if (!stored || stored.kind !== kind) throw new HttpError(409, messages.practices.idTaken);
  return {
    level: stored.level,
    phrases: stored.served.map(({ phrase, review }) => ({
      text: phrase,
      meaning: phraseMeanings[phrase] ?? '',
      review,
    })),
  };
}
