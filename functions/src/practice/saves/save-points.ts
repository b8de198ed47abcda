/**
 * What a points save does (update-writing-points, update-speaking-points): with a practiceId, the
 * practice's points so far, credited once and within its audios (./save-store.ts); without one
 * (older clients), a claim against the day's audios. Either refusal is a 409 that credits nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ensureUser, type NewUser } from '../../data/users';
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
  /** A learner without a record gets one made of the ID token's name and email. */
  newUser: NewUser;
  kind: PracticeKind;
  /** Already checked to be a whole number of answers within one practice (isValidPointsClaim). */
  points: number;
  now: Date;
}

/** Saves the points and answers the learner's totals. */
export async function savePoints({
  db,
  uid,
  newUser,
  kind,
  points,
  practiceId,
  final,
  results,
  now,
}: SavePointsRequest): Promise<Points> {
  if (!(await ensureUser(db, uid, newUser))) throw new HttpError(401, messages.invalidToken);
  const credit = { kind, points, now };
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
