/**
 * Gemini's response read as the tutor's reply (the shape it was asked for: ./gemini-schema.ts), or
 * a TutorError saying why there is none. The reply is cut to MAX_REPLY_CHARACTERS at a sentence.
 */
import type { GenerateContentResponse } from '@google/genai';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { MAX_REPLY_CHARACTERS, type TutorReply } from '../port';
import { answerAsRead } from './gemini-schema';

export type TutorErrorReason = 'blocked' | 'empty' | 'invalid' | 'timeout' | 'unavailable';

export class TutorError extends Error {
  override readonly name = 'TutorError';

  constructor(
    readonly reason: TutorErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason}: ${message}`, options);
  }
}

const BLOCKING_FINISHES = new Set([
  'SAFETY',
  'RECITATION',
  'LANGUAGE',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
]);

/** The tutor's answer from Gemini's response, or a TutorError saying why there is none. */
export function readReply(response: GenerateContentResponse): TutorReply {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) {
    throw new TutorError(
      'blocked',
      `prompt blocked: ${blockReason} ${response.promptFeedback?.blockReasonMessage ?? ''}`,
    );
  }
  const candidate = response.candidates?.[0];
  const finish = candidate?.finishReason;
  if (finish && BLOCKING_FINISHES.has(finish)) throw new TutorError('blocked', `answer stopped: ${finish}`);
  const json = response.text?.trim();
  if (!json) throw new TutorError('empty', `no text (finish reason ${finish ?? 'none'})`);

  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new TutorError('invalid', `not JSON (finish reason ${finish ?? 'none'}): ${json.slice(0, 200)}`);
  }
  const answer = answerAsRead.safeParse(parsed);
  if (!answer.success) {
    throw new TutorError(
      'invalid',
      `unexpected shape: ${z.prettifyError(answer.error)}: ${json.slice(0, 200)}`,
    );
  }
  const reply = trimToSentence(answer.data.reply, MAX_REPLY_CHARACTERS);
  if (!reply) throw new TutorError('empty', 'an empty reply');
  const { correction, translation } = answer.data;
  // Without a translation the reply is still given (no "Traduzir" for it), not failed.
  if (!translation) logger.warn('The tutor answered without a translation', { reply: reply.length });
  return { reply, correction, translation };
}

/** `text` cut to at most `max` characters, at the end of a sentence when there is one. */
export function trimToSentence(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max + 1);
  const ends = [...head.matchAll(/[.!?](?=\s|$)/g)];
  const lastEnd = ends.at(-1);
  if (lastEnd?.index !== undefined) return head.slice(0, lastEnd.index + 1);
  const lastSpace = head.lastIndexOf(' ', max - 1);
  return `${head.slice(0, lastSpace > 0 ? lastSpace : max - 1).trimEnd()}…`;
}
