import { Router } from 'express';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { consumeAudio, readAudioUsage } from '../data/daily-usage';
import { readUser } from '../data/users';
import { authenticate, requireCaller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { parseJsonBody } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import type { GenerateAudioRequest } from '../shared/contract';
import { routes } from '../shared/contract';
import { DAILY_AUDIO_LIMIT } from './daily-limit';
import { speechService } from './speech-service';
import { MAX_SPEECH_TEXT } from './speech-text';
import type { SpokenAudio } from './synthesize-once';

const generateAudioBody = z.object({
  text: z.string().trim().min(1).max(MAX_SPEECH_TEXT),
}) satisfies z.ZodType<GenerateAudioRequest>;

const limitReached = () => new HttpError(429, messages.speech.dailyLimit(DAILY_AUDIO_LIMIT));

async function speak(text: string): Promise<SpokenAudio> {
  try {
    return await (await speechService()).speak(text);
  } catch (error) {
    logger.error('Speech synthesis failed', { error, characters: text.length });
    throw new HttpError(503, messages.speech.unavailable);
  }
}

export const generateAudioRouter = Router();

/**
 * The metered call: serving an audio takes one of the learner's audios of the day. Refusals
 * (401, 400, 403, 429) and failures count nothing; the count is taken only once the audio is
 * ready, and atomically (consumeAudio), so racing requests never get more than the limit.
 */
generateAudioRouter.post(routes.generateAudio, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const { text } = parseJsonBody(req, generateAudioBody);
  const db = firestore();
  if (!(await readUser(db, caller.uid))?.hasActivated) throw new HttpError(403, messages.notActivated);
  // A cheap early refusal; the exact one is consumeAudio's.
  if ((await readAudioUsage(db, caller.uid, new Date())).remaining === 0) throw limitReached();

  const started = performance.now();
  const { audio, source } = await speak(text);
  const ms = (performance.now() - started).toFixed(1);
  const { granted } = await consumeAudio(db, caller.uid, new Date());
  if (!granted) throw limitReached();

  res
    .status(200)
    .set({
      'Content-Type': 'audio/mpeg',
      // Each answer is one of this learner's metered audios: no browser or CDN may keep or replay it.
      'Cache-Control': 'private, no-store',
      'Server-Timing': `tts;desc="${source}";dur=${ms}`,
    })
    .send(Buffer.from(audio.buffer, audio.byteOffset, audio.length));
});
