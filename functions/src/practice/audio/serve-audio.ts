import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { BudgetSpentError } from '../../data/academy-budget';
import { readUser } from '../../data/users';
import { withDeadline } from '../../http/deadline';
import { HttpError } from '../../http/http-error';
import { messages } from '../../messages';
import { DAILY_AUDIO_LIMIT } from '../../shared/rules';
import { academyPhrase } from '../../syllabus/academy-phrase';
import { isPracticeClosed } from '../practice-store';
import { consumeAudio, refundAudio } from './audio-store';
import type { SpokenAudio } from './synthesize-once';

export interface ServeAudioRequest {
  db: Firestore;
  /** The speech service (SynthesizeOnce.speak in production). */
  speak: (text: string) => Promise<SpokenAudio>;
  uid: string;
  text: string;
  practiceId?: string;
  now: Date;
  /** How long the audio may take before it is given back (SPEECH_DEADLINE_MS; tests: a few ms). */
  speechDeadlineMs?: number;
}

/**
 * The longest a practice audio may take: above Cloud TTS's own bound (two 10 s attempts,
 * services/text-to-speech/google-tts.ts) and well inside the function's 60 s, so an audio that has
 * not arrived is always given back before the platform ends the request. docs/api.md.
 */
export const SPEECH_DEADLINE_MS = 25_000;

export interface ServedAudio extends SpokenAudio {
  /** Milliseconds spent getting the audio. */
  ms: number;
}

/**
 * generate-audio's core, in this order: only a pool or list phrase (400), only an activated learner
 * (403), only a practice not ended by its final save (409), then one of the day's audios is
 * taken (429 when none is left) unless the practice was already served this phrase (asked again
 * after a reload: nothing taken), and only then is the phrase spoken as the pool or its list writes it. When
 * speaking fails, the audio taken is given back (503). So refusals count nothing and synthesize
 * nothing, and racing requests never get more than the limit.
 */
export async function serveAudio({
  db,
  speak,
  uid,
  text,
  practiceId,
  now,
  speechDeadlineMs = SPEECH_DEADLINE_MS,
}: ServeAudioRequest): Promise<ServedAudio> {
  const phrase = (await academyPhrase(db, text))?.text ?? null;
  if (phrase === null) throw new HttpError(400, messages.speech.notInPool);
  if (!(await readUser(db, uid))?.hasActivated) throw new HttpError(403, messages.notActivated);
  // A practice whose final save was received gets no more audios (docs/data.md). A read
  // before the grant: an audio racing the final save may still be served, and is then counted
  // in the practice's audios like any other, so the points bound holds either way.
  if (practiceId && (await isPracticeClosed(db, uid, practiceId))) {
    throw new HttpError(409, messages.speech.practiceClosed);
  }
  const grant = await consumeAudio(db, uid, now, practiceId, phrase);
  if (!grant.granted && !grant.again) throw new HttpError(429, messages.speech.dailyLimit(DAILY_AUDIO_LIMIT));

  const started = performance.now();
  try {
    // Whatever the engine does, the learner's audio comes back if the speech has not arrived.
    const spoken = await withDeadline(speak(phrase), speechDeadlineMs, 'Speech synthesis');
    return { ...spoken, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof BudgetSpentError)) {
      logger.error('Speech synthesis failed', { error: String(error), characters: phrase.length });
    }
    if (grant.granted) {
      try {
        await refundAudio(db, uid, now, grant.index);
      } catch (refundError) {
        logger.error('Refund of an unserved audio failed', {
          error: String(refundError),
          index: grant.index,
        });
      }
    }
    const spent = error instanceof BudgetSpentError;
    throw new HttpError(503, spent ? messages.academyBudget.speechCharacters : messages.speech.unavailable);
  }
}
