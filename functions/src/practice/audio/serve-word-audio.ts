import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { BudgetSpentError } from '../../data/academy-budget';
import { withDeadline } from '../../http/deadline';
import { HttpError } from '../../http/http-error';
import { messages } from '../../messages';
import { normalizeAnswer } from '../../shared/answer';
import { DAILY_WORD_AUDIO_LIMIT } from '../../shared/rules';
import { phraseWords } from '../../shared/word-states';
import { academyPhrase } from '../../syllabus/academy-phrase';
import { readServed } from '../practice-store';
import { type ServedAudio, SPEECH_DEADLINE_MS } from './serve-audio';
import type { SpokenAudio } from './synthesize-once';
import { consumeWordAudio, refundWordAudio } from './word-audio-store';

export interface ServeWordAudioRequest {
  db: Firestore;
  /** The practices' speech (SynthesizeOnce.speak): cached by text and voice, metered on synthesis. */
  speak: (text: string) => Promise<SpokenAudio>;
  uid: string;
  practiceId: string;
  phrase: string;
  word: string;
  now: Date;
  speechDeadlineMs?: number;
}

/**
 * word-audio's core, in this order: only a word (400) of a pool or list phrase (400) that the caller's
 * practice (404) was served (400), then one of the day's word audios is taken (429 when none is
 * left), and only then is the word spoken, through the same cache as the phrases: a word of a
 * pool or list phrase is its text, so the cache stays bounded by the pool and the lists, and only a word not yet
 * cached spends the academy's speech characters. A failed synthesis gives the word audio back.
 */
export async function serveWordAudio({
  db,
  speak,
  uid,
  practiceId,
  phrase: asked,
  word: askedWord,
  now,
  speechDeadlineMs = SPEECH_DEADLINE_MS,
}: ServeWordAudioRequest): Promise<ServedAudio> {
  const phrase = (await academyPhrase(db, asked))?.text ?? null;
  if (phrase === null) throw new HttpError(400, messages.speech.notInPool);
  const word = phraseWords(phrase).find((each) => sameWord(each, askedWord));
  if (word === undefined) throw new HttpError(400, messages.wordAudio.notInPhrase);
  const served = await readServed(db, uid, practiceId);
  if (!served) throw new HttpError(404, messages.wordAudio.unknownPractice);
  if (!served.served.some((each) => each.phrase === phrase)) {
    throw new HttpError(400, messages.wordAudio.notInPractice);
  }
  const grant = await consumeWordAudio(db, uid, now);
  if (!grant.granted) throw new HttpError(429, messages.wordAudio.dailyLimit(DAILY_WORD_AUDIO_LIMIT));

  const started = performance.now();
  try {
    const spoken = await withDeadline(speak(spokenForm(word)), speechDeadlineMs, 'Word synthesis');
    return { ...spoken, ms: performance.now() - started };
  } catch (error) {
    const spent = error instanceof BudgetSpentError;
    if (!spent) logger.error('Word synthesis failed', { error: String(error), characters: word.length });
    await refundWordAudio(db, uid, now, grant.index).catch((refundError: unknown) =>
      logger.error('Refund of an unserved word audio failed', { error: String(refundError) }),
    );
    throw new HttpError(503, spent ? messages.academyBudget.speechCharacters : messages.speech.unavailable);
  }
}

function sameWord(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase() && normalizeAnswer(a) !== '';
}

/** One spelling per word, so "Think" and "think" are one cached audio; "I" stays a capital. */
function spokenForm(word: string): string {
  const lower = word.toLowerCase();
  return lower === 'i' ? 'I' : lower;
}
