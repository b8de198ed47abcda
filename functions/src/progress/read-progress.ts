import type { Firestore } from 'firebase-admin/firestore';
import { readAudioUsage } from '../data/daily-usage';
import { readPointsByDay } from '../data/progress';
import { readPoints } from '../data/users';
import { academyDay, weekStartOf } from '../domain/calendar';
import { chartOf, streakOf, weekPointsOf } from '../domain/progress-rules';
import type { LearnerProgress } from '../shared/contract';

export interface ReadProgressRequest {
  db: Firestore;
  uid: string;
  /** Which São Paulo day is today: the week, the streak, the chart and the day's audios follow. */
  now: Date;
}

/**
 * The profile's figures (GET /api/users/me/progress): three document reads, whatever the
 * learner's history, and the rest worked out from them (../domain/progress-rules.ts).
 */
export async function readProgress({ db, uid, now }: ReadProgressRequest): Promise<LearnerProgress> {
  const today = academyDay(now);
  const [points, days, audio] = await Promise.all([
    readPoints(db, uid),
    readPointsByDay(db, uid),
    readAudioUsage(db, uid, now),
  ]);
  return {
    points,
    weekPoints: weekPointsOf(days, today),
    weekStart: weekStartOf(today),
    streak: streakOf(days, today),
    days: chartOf(days, today),
    audio,
  };
}
