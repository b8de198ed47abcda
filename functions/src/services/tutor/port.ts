/**
 * The tutor port: the learner's new sentence and the recent turns in, the reply out, with at
 * most one gentle correction explained in Portuguese (only `reply` is spoken). Adapters: Gemini
 * (production, ./gemini/) and a rule-based tutor (offline, ./offline/); TUTOR_ENGINE picks one.
 */

import type { Scenario } from '../../content/scenarios';
import type { ConversationCorrection } from '../../shared/contract';
import type { Level } from '../../shared/rules';

/** One turn of a conversation, oldest first: what is stored and what the tutor reads as history. */
export interface ConversationTurn {
  role: 'learner' | 'tutor';
  text: string;
}

export interface TutorReply {
  /** The tutor's answer in English: 1 to 3 sentences, ending with a question. */
  reply: string;
  correction: ConversationCorrection | null;
  /** `reply` in Portuguese ("Traduzir"), from the same answer: no extra call. */
  translation: string;
  /**
   * True when the engine declined the prompt (its safety settings blocked it, or it answered
   * nothing) and `reply` is the scripted DECLINED_REPLY: not counted as a reply, no points.
   */
  declined?: boolean;
}

/** The tutor's kind answer to a prompt it declined (blocked or answered empty). */
export const DECLINED_REPLY =
  "Sorry, I can't talk about that. Let's choose another topic: what did you do today?";
export const DECLINED_REPLY_TRANSLATION =
  'Desculpe, não posso falar sobre isso. Vamos escolher outro assunto: o que você fez hoje?';

export interface TutorRequest {
  /** The learner's new sentence (already trimmed, 1 to 500 characters). */
  prompt: string;
  /** The recent turns before it (bounded by the caller), oldest first. */
  history: readonly ConversationTurn[];
  /**
   * The session's scenario (../../content/scenarios.ts), or null for free talk. The tutor plays
   * its role and keeps to it; its opening line is already the history's first turn.
   */
  scenario: Scenario | null;
  /** The learner's level: the tutor's words and sentences fit it. */
  level: Level;
  /** Aborts the call (the caller's deadline). */
  signal?: AbortSignal;
}

export interface Tutor {
  /** Identifies the engine and model, for logs. */
  readonly name: string;
  reply(request: TutorRequest): Promise<TutorReply>;
}

/** Longest reply the tutor may give, in characters: it is spoken, and speech is billed. */
export const MAX_REPLY_CHARACTERS = 400;
