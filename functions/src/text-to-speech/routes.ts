import { Router } from 'express';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import { apiRoutes, generateAudioRequestSchema } from '../shared/contract';
import { serveAudio } from './serve-audio';
import { textToSpeechService } from './text-to-speech-service';

export const textToSpeechRouter = Router();

/**
 * The metered call: serving an audio takes one of the learner's audios of the day, before the
 * phrase is spoken (serveAudio). Refusals (401, 400, 403, 429) count and synthesize nothing; a
 * failed synthesis gives the audio back (503).
 */
textToSpeechRouter.post(apiRoutes.generateAudio, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { text, practiceId } = parseJsonBody(req, generateAudioRequestSchema);
  const { audio, source, ms } = await serveAudio({
    db: firestore(),
    speak: async (phrase) => (await textToSpeechService()).speak(phrase),
    uid: caller.uid,
    text,
    practiceId,
    now: new Date(),
  });

  res
    .status(200)
    .set({
      'Content-Type': 'audio/mpeg',
      // Each answer is one of this learner's metered audios: no browser or CDN may keep or replay it.
      'Cache-Control': 'private, no-store',
      'Server-Timing': `tts;desc="${source}";dur=${ms.toFixed(1)}`,
    })
    .send(Buffer.from(audio.buffer, audio.byteOffset, audio.length));
});
