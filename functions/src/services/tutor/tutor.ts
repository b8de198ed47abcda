/**
 * The conversation port: the learner's new sentence and the recent turns in, the tutor's reply
 * out. Two adapters implement it: Gemini through @google/genai (production) and a rule-based
 * offline tutor (local runs and tests). Which one runs is the TUTOR_ENGINE setting (../../config.ts).
 *
 * The tutor is a friendly English teacher for Brazilian adults: simple English (A2-B1), one to
 * three sentences that keep the conversation going with a question (asked of Gemini, not
 * checked), and when the learner made a mistake at most one gentle correction, apart from the
 * reply, explained in Portuguese. Only `reply` is spoken.
 */
import type { ConversationTurn } from '../../domain/session-rules';
import type { ConversationCorrection } from '../../shared/contract';

export const TUTOR_ENGINES = ['offline', 'gemini'] as const;
export type TutorEngineName = (typeof TUTOR_ENGINES)[number];

export interface TutorReply {
  /** The tutor's answer in English: 1 to 3 sentences, ending with a question. */
  reply: string;
  correction: ConversationCorrection | null;
}

export interface TutorRequest {
  /** The learner's new sentence (already trimmed, 1 to 500 characters). */
  prompt: string;
  /** The recent turns before it (bounded by the caller), oldest first. */
  history: readonly ConversationTurn[];
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
