/**
 * The profile's figures (GET /api/users/me/progress): five document reads, whatever the history,
 * and their class's when they have one (its daily audios).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { academyDay, weekStartOf } from '../data/calendar';
import { readPointsByDay } from '../data/points-ledger';
import { chartOf, streakOf, weekPointsOf } from '../data/progress-rules';
import { pointsOf, readUser } from '../data/users';
import { readPracticeFigures } from '../practice/profile-figures';
import type { LearnerProgress } from '../shared/contract';

export interface ReadProgressRequest {
  db: Firestore;
  uid: string;
  /** Which São Paulo day is today: the week, the streak, the chart and the day's audios follow. */
  now: Date;
}

export async function readProgress({ db, uid, now }: ReadProgressRequest): Promise<LearnerProgress> {
  const today = academyDay(now);
  const userRead = readUser(db, uid);
  const [user, days, practices] = await Promise.all([
    userRead,
    readPointsByDay(db, uid),
    readPracticeFigures(db, uid, now, userRead),
  ]);
  return {
    points: pointsOf(user ?? undefined),
    weekPoints: weekPointsOf(days, today),
    weekStart: weekStartOf(today),
    streak: streakOf(days, today),
    days: chartOf(days, today),
    audio: practices.audio,
    learning: practices.learning,
  };
}
