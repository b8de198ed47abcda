/**
 * The server's own speech recognition.
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   POST   /api/speech/recognize
 */
import express, { Router } from 'express';
import { appCheckCostly } from '../http/app-check';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import { recognizer } from '../services/speech-recognition/create';
import type { AudioFormat } from '../services/speech-recognition/port';
import {
  apiRoutes,
  RECOGNITION_MAX_BYTES,
  type RecognitionContentType,
  type RecognizeSpeechResponse,
} from '../shared/contract';
import { recognitionAnswer } from './assessment';
import { recognizeSpeech } from './recognize-speech';

const formats: Record<RecognitionContentType, AudioFormat> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};
/** Other names browsers and tools give the same containers. */
const aliases: Record<string, AudioFormat> = {
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
};

function formatOf(contentType: string | undefined): AudioFormat | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return formats[type as RecognitionContentType] ?? aliases[type];
}

/**
 * The recording as bytes: Cloud Functions (and its emulator) have already read the body into
 * `req.rawBody`; elsewhere (in-process tests) express.raw reads it, up to the limit.
 */
const readAudio = express.raw({ type: () => true, limit: RECOGNITION_MAX_BYTES });

function bodyOf(req: express.Request): Uint8Array {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (raw) return raw;
  return Buffer.isBuffer(req.body) ? req.body : new Uint8Array();
}

export const speechRouter = Router();

/**
 * Server speech recognition: the body is the recording (audio/webm, audio/ogg or 16 kHz mono
 * audio/wav), `?expected=` the pool phrase being repeated. Metered before the engine is called;
 * see recognizeSpeech for the order of the checks.
 */
speechRouter.post(apiRoutes.recognizeSpeech, appCheckCostly, authenticateCurrent, (req, res, next) => {
  const caller = requireCaller(res);
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > RECOGNITION_MAX_BYTES) throw new HttpError(413, messages.recognition.tooLarge);
  const format = formatOf(req.get('content-type'));
  if (!format) throw new HttpError(415, messages.recognition.unsupportedFormat);
  const expected = req.query.expected;
  if (expected !== undefined && typeof expected !== 'string')
    throw new HttpError(400, messages.speech.notInPool);
  readAudio(req, res, async (error?: unknown) => {
    try {
      if (error) throw error;
      const recognition = await recognizeSpeech({
        db: firestore(),
        recognizer,
        uid: caller.uid,
        audio: bodyOf(req),
        format,
        ...(expected === undefined ? {} : { expected }),
        now: new Date(),
      });
      const body: RecognizeSpeechResponse = recognitionAnswer(recognition);
      res.status(200).set('Cache-Control', 'private, no-store').json(body);
    } catch (failure) {
      next(failure);
    }
  });
});
