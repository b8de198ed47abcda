/**
 * The phrase practices' calls: the draw, the audios (served, and the day's count), and the saves
 * of their points. Each route parses the request and sends the answer; the file it calls does
 * the work.
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   POST   /api/practices/start
 *   POST   /api/text-to-speech/generate-audio
 *   POST   /api/practices/word-audio
 *   GET    /api/text-to-speech/check-audio-limit/:userId
 *   POST   /api/text-to-speech/increment-audio-count/:userId
 *   POST   /api/points/update-writing-points
 *   POST   /api/update-writing-points
 *   POST   /api/points/update-speaking-points
 */
import { type Response, Router } from 'express';
import { appCheckCostly } from '../http/app-check';
import { assertSelf, authenticateCurrent, newUserOf, requireCaller } from '../http/authenticate';
import { parseJsonBody, parseWith } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import {
  type AudioLimitResponse,
  type AudioUsage,
  apiRoutes,
  generateAudioRequestSchema,
  type Points,
  type StartPracticeResponse,
  startPracticeRequestSchema,
  updateSpeakingPointsRequestSchema,
  updateWritingPointsRequestSchema,
  userIdSchema,
  wordAudioRequestSchema,
} from '../shared/contract';
import type { PracticeKind } from '../shared/rules';
import { practiceSpeech } from './audio/practice-speech';
import { type AudioAllowanceRequest, readAudioAllowance, readTodaysAudios } from './audio/read-allowance';
import { serveAudio } from './audio/serve-audio';
import { serveWordAudio } from './audio/serve-word-audio';
import { startPractice } from './draw/start-practice';
import { type SaveDetails, savePoints } from './saves/save-points';

export const practiceRouter = Router();

/** A new practice's phrases, drawn for the signed-in learner. */
practiceRouter.post(apiRoutes.startPractice, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, startPracticeRequestSchema);
  const answer: StartPracticeResponse = await startPractice({
    db: firestore(),
    uid: caller.uid,
    practiceId: body.practiceId,
    kind: body.kind,
    level: body.level,
    now: new Date(),
  });
  res.set('Cache-Control', 'private, no-store').json(answer);
});

/** The metered call: one of the learner's audios of the day is taken before the phrase is spoken. */
practiceRouter.post(apiRoutes.generateAudio, appCheckCostly, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { text, practiceId } = parseJsonBody(req, generateAudioRequestSchema);
  const { audio, source, ms } = await serveAudio({
    db: firestore(),
    speak: async (phrase) => (await practiceSpeech()).speak(phrase),
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

/** One word of a phrase of the caller's practice, spoken alone (the speaking practice's word help). */
practiceRouter.post(apiRoutes.wordAudio, appCheckCostly, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, wordAudioRequestSchema);
  const { audio, source, ms } = await serveWordAudio({
    db: firestore(),
    speak: async (word) => (await practiceSpeech()).speak(word),
    uid: caller.uid,
    ...body,
    now: new Date(),
  });
  res
    .status(200)
    .set({
      'Content-Type': 'audio/mpeg',
      // Counted per request, as the phrases' audios: not kept or replayed by a browser or CDN.
      'Cache-Control': 'private, no-store',
      'Server-Timing': `tts;desc="${source}";dur=${ms.toFixed(1)}`,
    })
    .send(Buffer.from(audio.buffer, audio.byteOffset, audio.length));
});

/** The caller's own audios of today: the path's `userId` must be the caller (else 403). */
function ownAllowance(res: Response, userId: unknown): AudioAllowanceRequest {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, userId));
  return { db: firestore(), uid: caller.uid, now: new Date() };
}

practiceRouter.get(apiRoutes.checkAudioLimit, authenticateCurrent, async (req, res) => {
  const body: AudioLimitResponse = await readAudioAllowance(ownAllowance(res, req.params.userId));
  res.set('Cache-Control', 'private, no-store').json(body);
});

/** Kept for old clients: serving an audio is what counts it, so this only reports the count. */
practiceRouter.post(apiRoutes.incrementAudioCount, authenticateCurrent, async (req, res) => {
  const body: AudioUsage = await readTodaysAudios(ownAllowance(res, req.params.userId));
  res.set('Cache-Control', 'private, no-store').json(body);
});

/** The caller's save of a practice's points (./saves/save-points.ts), answered with their totals. */
function save(
  res: Response,
  { userId, kind, points, ...practice }: { userId: string; kind: PracticeKind; points: number } & SaveDetails,
): Promise<Points> {
  const caller = requireCaller(res);
  assertSelf(caller, userId);
  return savePoints({
    db: firestore(),
    uid: caller.uid,
    newUser: newUserOf(caller),
    kind,
    points,
    ...practice,
    now: new Date(),
  });
}

practiceRouter.post(
  [apiRoutes.updateWritingPoints, apiRoutes.updateWritingPointsLegacy],
  authenticateCurrent,
  async (req, res) => {
    const { pointsWriting, ...body } = parseJsonBody(req, updateWritingPointsRequestSchema);
    res.json(await save(res, { kind: 'writing', points: pointsWriting, ...body }));
  },
);

practiceRouter.post(apiRoutes.updateSpeakingPoints, authenticateCurrent, async (req, res) => {
  const { pointsSpeaking, ...body } = parseJsonBody(req, updateSpeakingPointsRequestSchema);
  res.json(await save(res, { kind: 'speaking', points: pointsSpeaking, ...body }));
});
