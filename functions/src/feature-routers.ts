import type { Router } from 'express';
import { activationRouter } from './activation/routes';
import { audioAllowanceRouter } from './audio-allowance/routes';
import { conversationRouter } from './conversation/routes';
import { pointsRouter } from './points/routes';
import { practicesRouter } from './practices/routes';
import { progressRouter } from './progress/routes';
import { rankingRouter } from './ranking/routes';
import { speechRecognitionRouter } from './speech-recognition/routes';
import { textToSpeechRouter } from './text-to-speech/routes';
import { usersRouter } from './users/routes';

/** The feature routers of the API, in the order they are mounted. */
export function featureRouters(): Router[] {
  return [
    usersRouter,
    progressRouter,
    activationRouter,
    audioAllowanceRouter,
    textToSpeechRouter,
    practicesRouter,
    pointsRouter,
    rankingRouter,
    conversationRouter,
    speechRecognitionRouter,
  ];
}
