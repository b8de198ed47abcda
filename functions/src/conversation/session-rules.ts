/**
 * The conversation's rules: a session lasts 30 minutes on the server's clock, a tutor reply earns
 * points when the learner really talked, and what one learner can cost is bounded.
 */

import type { Scenario } from '../content/scenarios';
import { normalizeAnswer } from '../shared/answer';
import type { NoPointsReason } from '../shared/contract';
import { correctionKey } from '../shared/corrections';
import {
  DAILY_CONVERSATION_POINTS,
  DAILY_DECLINED_TURN_LIMIT,
  DAILY_REPLY_LIMIT,
  HISTORY_DAYS,
  MIN_PROMPT_WORDS,
  POINTS_PER_REPLY,
  SESSION_SECONDS,
} from '../shared/rules';
import { isSameSpokenAnswer } from '../shared/spoken-answer';
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

/** The learner's day as a turn reads it: replies used, and prompts the tutor declined. */
export interface TurnsOfTheDay {
  replies: number;
  declined: number;
}

/** What refuses the learner's next turn before the tutor is asked. */
export type DayRefusal = 'replies' | 'declined';

/** Whether one more declined prompt may be counted (and its reply given back). */
export function hasDeclinedLeft(declined: number): boolean {
  return declined < DAILY_DECLINED_TURN_LIMIT;
}

/**
 * Why the learner's day refuses another turn, or null when it has room: their replies are all
 * used, or the tutor declined their day's allowance of prompts (whether a prompt is declined is
 * known only after the billed call, so then no prompt of theirs is sent).
 */
export function dayRefusal({ replies, declined }: TurnsOfTheDay): DayRefusal | null {
  if (replies >= DAILY_REPLY_LIMIT) return 'replies';
  if (!hasDeclinedLeft(declined)) return 'declined';
  return null;
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

// ------------------------------------------------------------------ the kept lesson

/** A tutor's correction as the session keeps it (its `explanation` is Portuguese). */
export interface KeptCorrection {
  said: string;
  better: string;
  explanation: string;
}

/** One line of the kept transcript, oldest first; a tutor line has its translation. */
export interface KeptLine {
  role: 'learner' | 'tutor';
  text: string;
  translation?: string;
}

/** A correction brought back from an earlier session, and whether it has been said right since. */
export interface BroughtBackState extends KeptCorrection {
  sessionId: string;
  saidRight: boolean;
}

/**
 * A text reduced to its words for matching: lower case, accents removed, straight and curly
 * apostrophes the same, everything but letters, digits and apostrophes a space; padded with one
 * space each side so that a match at ` word ` is a match at word boundaries.
 */
function matchable(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC\u2032`´]/gu, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
  return ` ${words.join(' ')} `;
}

/**
 * The scenario's targets the learner has used: those already used, and those the new prompt
 * contains (whole words, whatever the case, punctuation and apostrophe), in the scenario's order.
 */
export function targetsUsed(
  targets: readonly string[],
  usedBefore: readonly string[],
  prompt: string,
): string[] {
  const said = matchable(prompt);
  return targets.filter((target) => {
    if (usedBefore.includes(target)) return true;
    const wanted = matchable(target);
    return wanted.trim() !== '' && said.includes(wanted);
  });
}

/**
 * Whether the prompt says a correction's `better` sentence: it contains it once both are reduced
 * as the writing check does (../shared/answer.ts), or it is the same as the speaking check hears
 * it (numbers and contractions written either way).
 */
export function saysCorrection(prompt: string, better: string): boolean {
  const wanted = normalizeAnswer(better);
  if (wanted === '') return false;
  return normalizeAnswer(prompt).includes(wanted) || isSameSpokenAnswer(prompt, better);
}

/**
 * What the tutor reads before the new prompt: the session's opening line (the tutor spoke first)
 * and the kept lines after it, the last HISTORY_TURNS of them, without translations.
 */
export function tutorHistory(
  opening: string,
  transcript: readonly KeptLine[],
): { role: 'learner' | 'tutor'; text: string }[] {
  return recentTurns([{ role: 'tutor' as const, text: opening }, ...transcript]).map(({ role, text }) => ({
    role,
    text,
  }));
}

/** A kept session as the brought-back rule reads it. */
export interface SessionCorrections {
  sessionId: string;
  corrections: readonly KeptCorrection[];
  broughtBack: BroughtBackState | null;
}

/** Whose said-right review a correction is: its session's, and its identity (../shared/corrections.ts). */
const reviewKey = (sessionId: string, correction: KeptCorrection) =>
  `${sessionId}\u0000${correctionKey(correction)}`;

/** What the fitting rule reads of a scenario: its targets and the words of its scene. */
export type SceneWords = Pick<Scenario, 'targets' | 'keywords'>;

/**
 * Words of some scenes' keywords that nearly any sentence has ('I am', 'I have', 'I like'): alone
 * they say nothing of what a sentence is about, so they do not make a correction fit a scene.
 */
const EVERYDAY_WORDS = new Set([
  'am',
  'have',
  'like',
  'would',
  'could',
  'if',
  'go',
  'here',
  'where',
  'when',
  'time',
  'take',
  'please',
  'already',
  'keeps',
  'tried',
  'since',
]);

/**
 * Whether a correction can open a conversation in the scene: free talk (null) takes any; a
 * scenario takes one whose better sentence has one of its targets, or a word of its scene other
 * than EVERYDAY_WORDS ('I am 25 years old' opens an introduction, not an order at a café).
 */
export function correctionFits(correction: KeptCorrection, scene: SceneWords | null): boolean {
  if (!scene) return true;
  const { better } = correction;
  if (targetsUsed(scene.targets, [], better).length > 0) return true;
  const words = new RegExp(scene.keywords.source, `${scene.keywords.flags.replace('g', '')}g`);
  return [...better.matchAll(words)].some(([word]) => !EVERYDAY_WORDS.has(word.toLowerCase()));
}

/**
 * The correction to bring back at the start of a new session in `scene` (null: free talk): the
 * latest session (of `sessions`, newest first) that has a correction not yet said right that
 * fits the scene (correctionFits), and its first such correction; one that fits nowhere in it
 * waits for a later conversation. A correction is said right when a later session brought it back
 * and the learner said it there (that session's `broughtBack.saidRight`). Null when there is none.
 */
export function correctionToBringBack(
  sessions: readonly SessionCorrections[],
  scene: SceneWords | null = null,
): (KeptCorrection & { sessionId: string }) | null {
  const saidRight = new Set(
    sessions.flatMap(({ broughtBack }) =>
      broughtBack?.saidRight ? [reviewKey(broughtBack.sessionId, broughtBack)] : [],
    ),
  );
  for (const { sessionId, corrections } of sessions) {
    const pending = corrections.find(
      (correction) => !saidRight.has(reviewKey(sessionId, correction)) && correctionFits(correction, scene),
    );
    if (pending) {
      const { said, better, explanation } = pending;
      return { said, better, explanation, sessionId };
    }
  }
  return null;
}

/**
 * The most a session keeps of its transcript and corrections together, in bytes of UTF-8 (what
 * Firestore counts): far below a document's 1 MiB, with room for the rest of it. A session of
 * DAILY_REPLY_LIMIT replies of the longest prompt (500) and reply (400) with a translation stays
 * under it in any Latin script; beyond it (a session past midnight, or long texts in other
 * scripts), its oldest lines go first, then its oldest corrections (docs/data.md).
 */
export const KEPT_LESSON_BYTES = 600_000;

const bytesOf = (texts: readonly (string | undefined)[]) =>
  texts.reduce((sum, text) => sum + (text === undefined ? 0 : Buffer.byteLength(text, 'utf8') + 16), 16);

/** The transcript and corrections, their oldest entries dropped until they fit `maxBytes`. */
export function boundedLesson(
  lesson: { transcript: readonly KeptLine[]; corrections: readonly KeptCorrection[] },
  maxBytes = KEPT_LESSON_BYTES,
): { transcript: KeptLine[]; corrections: KeptCorrection[] } {
  const lines = lesson.transcript.map((line) => bytesOf([line.role, line.text, line.translation]));
  const fixes = lesson.corrections.map((fix) => bytesOf([fix.said, fix.better, fix.explanation]));
  let total = [...lines, ...fixes].reduce((sum, size) => sum + size, 0);
  let dropLines = 0;
  let dropFixes = 0;
  while (total > maxBytes && dropLines < lines.length) total -= lines[dropLines++] ?? 0;
  while (total > maxBytes && dropFixes < fixes.length) total -= fixes[dropFixes++] ?? 0;
  return {
    transcript: lesson.transcript.slice(dropLines),
    corrections: lesson.corrections.slice(dropFixes),
  };
}

/**
 * The session's whole minutes talked: from its start to its last reply, rounded, at least 1 once
 * it has a reply, at most the session's 30.
 */
export function sessionMinutes(startedAt: Date, lastReplyAt: Date | null, replies: number): number {
  if (replies === 0 || lastReplyAt === null) return 0;
  const minutes = Math.round((lastReplyAt.getTime() - startedAt.getTime()) / 60_000);
  return Math.min(SESSION_SECONDS / 60, Math.max(1, minutes));
}

/** The oldest start of a session the history lists (and brings a correction back from). */
export function historyStart(now: Date): Date {
  return new Date(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
}
