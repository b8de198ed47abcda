import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { config } from '../config';
import { type Budget, type BudgetGrant, refundBudgetQuietly, takeFromBudget } from '../data/academy-budget';
import { readUser } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import { countSoundsHeard } from '../practice/sounds-heard';
import {
  type AudioFormat,
  AudioTooHardError,
  type EngineTicket,
  type Recognition,
  type Recognizer,
  RecognizerBusyError,
  RecognizerNotInstalledError,
  UnreadableAudioError,
} from '../services/speech-recognition/port';
import { recordingMs } from '../services/speech-recognition/recording/container';
import {
  RECOGNITION_MAX_BYTES,
  RECOGNITION_MAX_SECONDS,
  RECOGNITION_STOP_SLACK_MS,
} from '../shared/contract';
import { DAILY_RECOGNITION_LIMIT, RECOGNITION_BUSY_RETRY_SECONDS } from '../shared/rules';
import { academyPhrase } from '../syllabus/academy-phrase';
import { habitsHeard } from './assessment';
import { consumeRecognition, refundRecognition } from './recognition-usage';

/**
 * The longest a recognition may take: above Cloud STT's own bound (two 10 s attempts,
 * ../services/speech-recognition/google-stt.ts) and PocketSphinx's queue (RECOGNITION_QUEUE_MS), well inside the function's
 * 60 s, so a recognition that has not arrived is always given back before the platform ends
 * the request.
 */
export const RECOGNITION_DEADLINE_MS = 25_000;

export interface RecognizeSpeechRequest {
  db: Firestore;
  recognizer: () => Promise<Recognizer>;
  uid: string;
  audio: Uint8Array;
  format: AudioFormat;
  /** The pool or list phrase being repeated, as sent (the conversation sends none). */
  expected?: string;
  now: Date;
  limit?: number;
  deadlineMs?: number;
  /** The academy's daily seconds (config's by default; tests give a small one). */
  budget?: Budget;
}

/**
 * The recognition call, its checks in order: size (413), length from the container (400; 422 for
 * a wrong container), a pool or list phrase (400), none of the learner's recordings already being
 * recognized on this instance (409), an activated learner (403), the engine (503), room in the
 * engine's queue (503 with Retry-After), one of the day's recognitions (429), the recording's
 * seconds from the academy's day (503, the recognition given back); only then is the audio
 * decoded. Refusals count nothing; no audio is kept. A failure the recording causes (audio that
 * cannot be decoded, a decode killed at its limit while working on it) keeps the learner's
 * recognition and gives the academy's seconds back (422); the server's own faults (a hung or
 * crashed decoder, a full queue, the call's deadline) give both back (503).
 */
export async function recognizeSpeech(request: RecognizeSpeechRequest): Promise<Recognition> {
  const {
    uid,
    audio,
    format,
    expected,
    limit = DAILY_RECOGNITION_LIMIT,
    deadlineMs = RECOGNITION_DEADLINE_MS,
    budget = config().budgets.recognitionSeconds,
  } = request;
  if (audio.length > RECOGNITION_MAX_BYTES) throw new HttpError(413, messages.recognition.tooLarge);
  let ms: number;
  try {
    ms = recordingMs(format, audio);
  } catch (error) {
    if (error instanceof UnreadableAudioError) throw new HttpError(422, messages.recognition.unreadable);
    throw error;
  }
  if (ms > RECOGNITION_MAX_SECONDS * 1000 + RECOGNITION_STOP_SLACK_MS) {
    throw new HttpError(400, messages.recognition.tooLong(RECOGNITION_MAX_SECONDS));
  }
  const phrase =
    expected === undefined ? undefined : ((await academyPhrase(request.db, expected))?.text ?? null);
  if (phrase === null) throw new HttpError(400, messages.speech.notInPool);
  // Taken and checked with no await between: one recording of a learner at a time per instance.
  if (recognizing.has(uid)) throw new HttpError(409, messages.recognition.oneAtATime);
  recognizing.add(uid);
  try {
    return await recognizeOne({ ...request, phrase, limit, deadlineMs, budget, ms });
  } finally {
    recognizing.delete(uid);
  }
}

/** The learners with a recording being recognized on this instance. */
const recognizing = new Set<string>();

const busy = () =>
  new HttpError(503, messages.recognition.busy, { 'Retry-After': String(RECOGNITION_BUSY_RETRY_SECONDS) });

async function recognizeOne({
  db,
  recognizer,
  uid,
  audio,
  format,
  phrase,
  now,
  limit,
  deadlineMs,
  budget,
  ms,
}: Omit<RecognizeSpeechRequest, 'expected' | 'limit' | 'deadlineMs' | 'budget'> & {
  phrase: string | undefined;
  limit: number;
  deadlineMs: number;
  budget: Budget;
  ms: number;
}): Promise<Recognition> {
  if (!(await readUser(db, uid))?.hasActivated) throw new HttpError(403, messages.notActivated);

  let engine: Recognizer;
  try {
    engine = await recognizer();
  } catch (error) {
    logger.error('Speech recognizer unavailable', { error: String(error) });
    const notInstalled = error instanceof RecognizerNotInstalledError;
    throw new HttpError(503, notInstalled ? messages.recognition.notInstalled : messages.recognition.failed);
  }

  let ticket: EngineTicket | undefined;
  try {
    ticket = engine.admit?.(ms);
  } catch (error) {
    if (error instanceof RecognizerBusyError) throw busy();
    throw error;
  }
  let handedOver = false;
  let recognition: Recognition;
  try {
    const grant = await consumeRecognition(db, uid, now, limit);
    if (!grant.granted) throw new HttpError(429, messages.recognition.dailyLimit(limit));
    // The academy's seconds, as the engine bills them (whole seconds of the recording).
    let seconds: BudgetGrant | null;
    try {
      seconds = await takeFromBudget(
        db,
        'recognitionSeconds',
        Math.max(1, Math.ceil(ms / 1000)),
        budget,
        now,
      );
    } catch (error) {
      await giveBack(db, uid, now, grant.index);
      throw error;
    }
    if (!seconds) {
      await giveBack(db, uid, now, grant.index);
      throw new HttpError(503, messages.academyBudget.recognitionSeconds);
    }

    const deadline = AbortSignal.timeout(deadlineMs);
    try {
      const aborted = new Promise<never>((_, reject) => {
        deadline.addEventListener('abort', () =>
          reject(new Error(`Recognition: no result within ${deadlineMs} ms`)),
        );
      });
      handedOver = true;
      recognition = await Promise.race([
        engine.recognize({
          audio,
          format,
          ...(phrase ? { expected: phrase } : {}),
          signal: deadline,
          ...(ticket ? { ticket } : {}),
        }),
        aborted,
      ]);
    } catch (error) {
      logger.error('Speech recognition failed', { error: String(error), engine: engine.name, format, ms });
      // The recording's own fault keeps the learner's recognition: a crafted file costs one.
      const recordingsFault = error instanceof UnreadableAudioError || error instanceof AudioTooHardError;
      await Promise.all([
        recordingsFault ? undefined : giveBack(db, uid, now, grant.index),
        refundBudgetQuietly(db, seconds),
      ]);
      if (error instanceof UnreadableAudioError) throw new HttpError(422, messages.recognition.unreadable);
      if (error instanceof AudioTooHardError) throw new HttpError(422, messages.recognition.tooHard);
      if (error instanceof RecognizerBusyError) throw busy();
      throw new HttpError(503, messages.recognition.failed);
    }
  } finally {
    // Once the engine has the recording, its decoder gives the room back when it is done.
    if (!handedOver) ticket?.release();
  }
  await countHabits(db, uid, recognition, now);
  return recognition;
}

/**
 * The habits the engine heard count for the learner's class page (../practice/sounds-heard.ts):
 * from the server's own scoring, never from what a client says. A failed count is logged, not
 * answered: the learner's recognition stands.
 */
async function countHabits(db: Firestore, uid: string, recognition: Recognition, now: Date): Promise<void> {
  try {
    await countSoundsHeard(db, uid, habitsHeard(recognition), now);
  } catch (error) {
    logger.error('Counting the sounds heard failed', { error: String(error) });
  }
}

/** Gives the learner's recognition back, logging instead of throwing (a failure is being answered). */
async function giveBack(db: Firestore, uid: string, now: Date, index: number): Promise<void> {
  try {
    await refundRecognition(db, uid, now, index);
  } catch (refundError) {
    logger.error('Refund of a failed recognition failed', { error: String(refundError), index });
  }
}
