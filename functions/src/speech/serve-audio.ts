import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { consumeAudio, refundAudio } from '../data/daily-usage';
import { readUser } from '../data/users';
import { DAILY_AUDIO_LIMIT } from '../domain/daily-limit';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import { poolPhrase } from './pool-phrase';
import type { SpokenAudio } from './synthesize-once';

export interface ServeAudioRequest {
  db: Firestore;
  /** The speech service (SynthesizeOnce.speak in production). */
  speak: (text: string) => Promise<SpokenAudio>;
  uid: string;
  text: string;
  practiceId?: string;
  now: Date;
}

export interface ServedAudio extends SpokenAudio {
  /** Milliseconds spent getting the audio. */
  ms: number;
}

/**
 * generate-audio's core, in this order: only a pool phrase (400), only an activated learner
 * (403), then one of the day's audios is taken (429 when none is left), and only then is the
 * canonical pool phrase spoken. When speaking fails, the audio is given back (503). So
 * refusals count nothing and synthesize nothing, and racing requests never get more than the
 * limit.
 */
export async function serveAudio({
  db,
  speak,
  uid,
  text,
  practiceId,
  now,
}: ServeAudioRequest): Promise<ServedAudio> {
  const phrase = poolPhrase(text);
  if (phrase === null) throw new HttpError(400, messages.speech.notInPool);
  if (!(await readUser(db, uid))?.hasActivated) throw new HttpError(403, messages.notActivated);
  const grant = await consumeAudio(db, uid, now, practiceId);
  if (!grant.granted) throw new HttpError(429, messages.speech.dailyLimit(DAILY_AUDIO_LIMIT));

  const started = performance.now();
  try {
    const spoken = await speak(phrase);
    return { ...spoken, ms: performance.now() - started };
  } catch (error) {
    logger.error('Speech synthesis failed', { error: String(error), characters: phrase.length });
    try {
      await refundAudio(db, uid, now, grant.index);
    } catch (refundError) {
      logger.error('Refund of an unserved audio failed', { error: String(refundError), index: grant.index });
    }
    throw new HttpError(503, messages.speech.unavailable);
  }
}
