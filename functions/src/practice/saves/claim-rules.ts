/** How many points an audio can fund: one right answer's worth (docs/product.md). */
import { POINTS_PER_ANSWER } from '../../shared/rules';

/**
 * What a learner may still claim today: every audio served earns the right to at most one
 * correct answer, writing and speaking together.
 */
export function pointsAllowance(audiosServedToday: number, pointsClaimedToday: number): number {
  return Math.max(0, audiosServedToday * POINTS_PER_ANSWER - pointsClaimedToday);
}

export function canClaim(points: number, audiosServedToday: number, pointsClaimedToday: number): boolean {
  return points <= pointsAllowance(audiosServedToday, pointsClaimedToday);
}

/** A practice saved with its id earns at most 10 points per audio served to that practice. */
export function canClaimForPractice(points: number, practiceAudios: number): boolean {
  return points <= Math.max(0, practiceAudios) * POINTS_PER_ANSWER;
}
