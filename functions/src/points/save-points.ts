/**
 * What POST /api/points/update-writing-points and update-speaking-points do, apart from HTTP: the route
 * parses the claim and sends the totals; this takes its Firestore handle and clock as parameters.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { claimPoints } from '../data/daily-usage';
import { savePracticePoints } from '../data/practices';
import { ensureUser } from '../data/users';
import type { PointsField } from '../domain/claim-rules';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { PhraseResultPayload, Points } from '../shared/contract';

export interface SavePointsRequest {
  db: Firestore;
  uid: string;
  /** The ID token's name and email: a learner without a record gets one made of them. */
  name: string | null;
  email: string | null;
  field: PointsField;
  /** Already checked to be a whole number of answers within one practice (isValidPointsClaim). */
  points: number;
  practiceId?: string;
  /** The end-of-practice save: closes the practice. */
  final?: boolean;
  /** With a final save: what became of each phrase the practice reached (../data/practices.ts). */
  results?: readonly PhraseResultPayload[];
  now: Date;
}

/**
 * With a practiceId, `points` are the practice's points so far: only what they add over what the
 * practice already has is credited, within 10 per audio served to that practice (a final save
 * also closes it and applies its results to the learner's review list, in the same batch);
 * without one (old clients), the points are added within 10 per audio of the
 * day not served to a practice. Either refusal is a 409 that credits nothing; the answer is the
 * learner's totals.
 */
export async function savePoints({
  db,
  uid,
  name,
  email,
  field,
  points,
  practiceId,
  final,
  results,
  now,
}: SavePointsRequest): Promise<Points> {
  // The stored name, not the token's, is what the weekly ranking shows.
  const user = await ensureUser(db, uid, { name, email });
  const credit = { field, points, name: user.name, now };
  if (practiceId) {
    const saved = await savePracticePoints(db, uid, { ...credit, practiceId, final, results });
    if (!saved.ok) {
      throw new HttpError(
        409,
        saved.reason === 'otherField'
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
