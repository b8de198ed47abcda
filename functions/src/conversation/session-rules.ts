/**
 * The conversation's rules: a session lasts 30 minutes on the server's clock, a tutor reply earns
 * points when the learner really talked, and what one learner can cost is bounded.
 */
import { normalizeAnswer } from '../shared/answer';
import type { NoPointsReason } from '../shared/contract';
import {
  DAILY_CONVERSATION_POINTS,
  MIN_PROMPT_WORDS,
  POINTS_PER_REPLY,
  SESSION_SECONDS,
} from '../shared/rules';
/** Tutor replies per learner per São Paulo day: a whole session at a brisk pace, and some. */
export const DAILY_REPLY_LIMIT = 150;
/** Turns (learner and tutor) kept and sent to the tutor: enough to stay coherent. */
export const HISTORY_TURNS = 12;
/**
 * A turn still marked in flight after this long belongs to a request that died (the function
 * times out at 60 s): the next prompt may go ahead.
 */
export const TURN_LEASE_SECONDS = 90;
/** How long the tutor may take before the learner is told 'Erro ao responder.'. */
export const TUTOR_TIMEOUT_MS = 20_000;

/**
 * A reply's share of the week's conversation minutes (the class page): the time since the
 * session's previous reply (or its start), at most REPLY_GAP_SECONDS, so a session left open
 * does not count as talk.
 */
export const REPLY_GAP_SECONDS = 5 * 60;

export function talkSeconds(since: Date, now: Date): number {
  return Math.round(Math.min(REPLY_GAP_SECONDS, Math.max(0, (now.getTime() - since.getTime()) / 1000)));
}

export function secondsLeft(startedAt: Date, now: Date): number {
  const elapsed = Math.floor((now.getTime() - startedAt.getTime()) / 1000);
  return Math.max(0, SESSION_SECONDS - elapsed);
}

export function isSessionOver(startedAt: Date, now: Date): boolean {
  return secondsLeft(startedAt, now) === 0;
}

/** The last HISTORY_TURNS turns, oldest first. */
export function recentTurns<T>(turns: readonly T[]): T[] {
  return turns.slice(-HISTORY_TURNS);
}

/**
 * Whether a new turn may start: none in flight, or the one in flight was started so long ago
 * that its request cannot still be running.
 */
export function canStartTurn(
  turn: { started: number; done: number; lastStartedAt: Date | null },
  now: Date,
): boolean {
  if (turn.done >= turn.started) return true;
  if (!turn.lastStartedAt) return true;
  return now.getTime() - turn.lastStartedAt.getTime() >= TURN_LEASE_SECONDS * 1000;
}

/**
 * The prompt's words: runs of letters and digits, each reduced by the shared normaliser
 * (lower case, accents removed), so 'OK!!' is one word and 'I like pizza.' three.
 */
export function promptWords(prompt: string): string[] {
  return prompt
    .normalize('NFD')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .map(normalizeAnswer)
    .filter((word) => word.length > 0);
}

/** What makes two prompts the same one: their words, whatever the case, accents and punctuation. */
export function promptKey(prompt: string): string {
  return promptWords(prompt).join(' ');
}

export type { NoPointsReason };

export interface ReplyPoints {
  points: 0 | typeof POINTS_PER_REPLY;
  reason: NoPointsReason | null;
}

/**
 * The points a reply earns: 2 when its prompt has at least two words, was not already sent in
 * the session, and the learner has not yet earned the day's conversation points; otherwise 0 and
 * the first of those reasons that applies. The reply itself is given either way.
 */
export function replyPoints(turn: { prompt: string; saidBefore: boolean; earnedToday: number }): ReplyPoints {
  if (promptWords(turn.prompt).length < MIN_PROMPT_WORDS) return { points: 0, reason: 'short' };
  if (turn.saidBefore) return { points: 0, reason: 'repeated' };
  if (turn.earnedToday + POINTS_PER_REPLY > DAILY_CONVERSATION_POINTS)
    return { points: 0, reason: 'dailyCap' };
  return { points: POINTS_PER_REPLY, reason: null };
}
