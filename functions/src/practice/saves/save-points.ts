/**
 * What a points save does (update-writing-points, update-speaking-points): with a practiceId, the
 * practice's points so far, credited once and within its audios (./save-store.ts); without one
 * (older clients), a claim against the day's audios. Either refusal is a 409 that credits nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ensureUser } from '../../data/users';
import { HttpError } from '../../http/http-error';
import { messages } from '../../messages';
import type { PhraseResultPayload, Points } from '../../shared/contract';
import type { PracticeKind } from '../../shared/rules';
import { claimPoints, savePracticePoints } from './save-store';

/** What a save carries beside its points. */
export interface SaveDetails {
  practiceId?: string;
  /** The end-of-practice save: closes the practice. */
  final?: boolean;
  /** With a final save: what became of each phrase the practice reached. */
  results?: readonly PhraseResultPayload[];
}

export interface SavePointsRequest extends SaveDetails {
  db: Firestore;
  uid: string;
  /** The ID token's name and email: a learner without a record gets one made of them. */
  name: string | null;
  email: string | null;
  kind: PracticeKind;
  /** Already checked to be a whole number of answers within one practice (isValidPointsClaim). */
  points: number;
  now: Date;
}

/** Saves the points and answers the learner's totals. */
export async function savePoints({
  db,
  uid,
  name,
  email,
  kind,
  points,
  practiceId,
  final,
  results,
  now,
}: SavePointsRequest): Promise<Points> {
  // The stored name, not the token's, is what the weekly ranking shows.
  const user = await ensureUser(db, uid, { name, email });
  const credit = { kind, points, name: user.name, now };
  if (practiceId) {
    const saved = await savePracticePoints(db, uid, { ...credit, practiceId, final, results });
    if (!saved.ok) {
      throw new HttpError(
        409,
        saved.reason === 'otherKind'
          ? messages.points.otherPracticeKind
          : messages.points.overPracticeAllowance,
      );
    }
    return saved.points;
  }
  const result = await claimPoints(db, uid, credit);
  if (!result.ok) throw new HttpError(409, messages.points.overAllowance);
  return result.points;
}
