import type { Firestore } from 'firebase-admin/firestore';
import { readAudioUsage } from '../data/daily-usage';
import { type Learning, readLearning } from '../data/learning';
import { readPointsByDay } from '../data/progress';
import { readPoints } from '../data/users';
import { academyDay, weekStartOf } from '../domain/calendar';
import { chartOf, streakOf, weekPointsOf } from '../domain/progress-rules';
import { dueEntries, learnedThisWeek } from '../domain/review-rules';
import type { LearnerProgress, LearningSummary } from '../shared/contract';

export interface ReadProgressRequest {
  db: Firestore;
  uid: string;
  /** Which São Paulo day is today: the week, the streak, the chart and the day's audios follow. */
  now: Date;
}

/**
 * The profile's figures (GET /api/users/me/progress): five document reads, whatever the
 * learner's history, and the rest worked out from them (../domain/progress-rules.ts).
 */
export async function readProgress({ db, uid, now }: ReadProgressRequest): Promise<LearnerProgress> {
  const today = academyDay(now);
  const [points, days, audio, writing, speaking] = await Promise.all([
    readPoints(db, uid),
    readPointsByDay(db, uid),
    readAudioUsage(db, uid, now),
    readLearning(db, uid, 'writing'),
    readLearning(db, uid, 'speaking'),
  ]);
  return {
    points,
    weekPoints: weekPointsOf(days, today),
    weekStart: weekStartOf(today),
    streak: streakOf(days, today),
    days: chartOf(days, today),
    audio,
    learning: { writing: summaryOf(writing, today), speaking: summaryOf(speaking, today) },
  };
}

/** The level, and the review list counted as the profile shows it. */
function summaryOf(learning: Learning, today: string): LearningSummary {
  return {
    level: learning.level,
    toReview: learning.review.length,
    dueToday: dueEntries(learning.review, today).length,
    learnedThisWeek: learnedThisWeek(learning.learned, today),
  };
}
