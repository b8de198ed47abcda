import type { ClassLearner } from '@shared/contract';
import { rankedOrder } from '@shared/ranking-rules';

/** How many learners each of the class page's rankings shows. */
export const CLASS_RANKING_SIZE = 10;

export interface Placed {
  uid: string;
  name: string;
  points: number;
}

function top(learners: readonly ClassLearner[], points: (learner: ClassLearner) => number): Placed[] {
  return [...learners]
    .sort(rankedOrder(points))
    .slice(0, CLASS_RANKING_SIZE)
    .map((learner) => ({ uid: learner.uid, name: learner.name, points: points(learner) }));
}

/**
 * The class's week and all-time rankings from its page's learners, in the order the learners see
 * on their rankings page: the week's only of who earned points this week, as the weekly rankings.
 * Every learner counts here, those off the public rankings too: staff see them all in the table.
 */
export function classRankingOrder(learners: readonly ClassLearner[]) {
  return {
    weekly: top(
      learners.filter((learner) => learner.pointsThisWeek > 0),
      (learner) => learner.pointsThisWeek,
    ),
    allTime: top(learners, (learner) => learner.totalPoints),
  };
}
