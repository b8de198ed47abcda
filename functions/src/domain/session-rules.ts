/**
 * The conversation's rules (spec §4, §9), plain functions: a session lasts 30 minutes on the
 * server's clock, each tutor reply earns 2 points, and what one learner can cost is bounded.
 */

/** A session lasts this long from its first prompt (spec §9: 1800 s). */
export const SESSION_SECONDS = 30 * 60;
/** Points credited per tutor reply (spec §9). */
export const POINTS_PER_REPLY = 2;
/** Tutor replies per learner per São Paulo day: a whole session at a brisk pace, and some. */
export const DAILY_REPLY_LIMIT = 150;
/** Turns (learner and tutor) kept and sent to the tutor: enough to stay coherent. */
export const HISTORY_TURNS = 12;
/** Longest prompt, after trimming. */
export const MAX_PROMPT_CHARACTERS = 500;
/**
 * A turn still marked in flight after this long belongs to a request that died (the function
 * times out at 60 s): the next prompt may go ahead.
 */
export const TURN_LEASE_SECONDS = 90;
/** How long the tutor may take before the learner is told 'Erro ao responder.'. */
export const TUTOR_TIMEOUT_MS = 20_000;

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
