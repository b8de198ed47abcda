/**
 * A practice's phrases, drawn when it starts: as many as the learner has audios left today (each
 * phrase takes one), at most PHRASES_PER_PRACTICE; first the phrases of the learner's class
 * assignments (../../syllabus/assignment-rules.ts picks them), then what is due for review (the longest
 * overdue first, at most MAX_REVIEWS_PER_PRACTICE), then new phrases of the level, never one on
 * the review list, repeated, or served in the learner's last RECENT_PRACTICES practices while the
 * level has enough others.
 */
import { MAX_REVIEWS_PER_PRACTICE, PHRASES_PER_PRACTICE } from '../../shared/rules';
import { dueEntries, type ReviewEntry } from '../review/review-rules';

/** How many of the learner's last practices a new phrase is kept from. */
export const RECENT_PRACTICES = 3;

export interface DrawnPhrase {
  phrase: string;
  /** A review phrase: the practice tags it 'Revisão'. */
  review: boolean;
  /** The assignment it was drawn for: its final save counts it there. */
  assignmentId?: string;
  /** An assignment phrase's meaning, from its list as drawn (a pool phrase's is the pool's). */
  meaning?: string;
}

export interface DrawInput {
  /** Every phrase of the chosen level. */
  levelPhrases: readonly string[];
  /** The phrases the learner's assignments put first, in order (none when they have none). */
  assigned?: readonly Required<Pick<DrawnPhrase, 'phrase' | 'meaning' | 'assignmentId'>>[];
  /** The learner's review list for this practice. */
  reviewList: readonly ReviewEntry[];
  /** The phrases served in the learner's last RECENT_PRACTICES practices. */
  recent: readonly string[];
  /** The academy day the practice starts on. */
  today: string;
  /** The learner's audios left today: a practice never has more phrases than it can play. */
  audiosLeft: number;
  /** In [0, 1), like Math.random. */
  random?: () => number;
}

/** `phrases` in a random order (Fisher-Yates). */
function shuffled(phrases: readonly string[], random: () => number): string[] {
  const order = [...phrases];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.min(Math.floor(random() * (i + 1)), i);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  return order;
}

export function drawPractice({
  assigned = [],
  levelPhrases,
  reviewList,
  recent,
  today,
  audiosLeft,
  random = Math.random,
}: DrawInput): DrawnPhrase[] {
  const size = Math.max(0, Math.min(PHRASES_PER_PRACTICE, audiosLeft));
  const assignedFirst = assigned.slice(0, size);
  const taken = new Set(assignedFirst.map((each) => each.phrase));
  const reviews = dueEntries(reviewList, today)
    .filter((entry) => !taken.has(entry.phrase))
    .slice(0, Math.min(MAX_REVIEWS_PER_PRACTICE, size - assignedFirst.length))
    .map((entry) => entry.phrase);
  const listed = new Set(reviewList.map((entry) => entry.phrase));
  const seen = new Set(recent);
  const candidates = levelPhrases.filter((phrase) => !listed.has(phrase) && !taken.has(phrase));
  // Unseen phrases first; phrases seen lately only when the level has too few others.
  const fresh = [
    ...shuffled(
      candidates.filter((phrase) => !seen.has(phrase)),
      random,
    ),
    ...shuffled(
      candidates.filter((phrase) => seen.has(phrase)),
      random,
    ),
  ];
  const news = fresh.slice(0, size - assignedFirst.length - reviews.length);
  return [
    ...assignedFirst.map(({ phrase, meaning, assignmentId }) => ({
      phrase,
      review: false,
      assignmentId,
      meaning,
    })),
    ...reviews.map((phrase) => ({ phrase, review: true })),
    ...news.map((phrase) => ({ phrase, review: false })),
  ];
}
