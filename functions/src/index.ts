/**
 * Entry point of the Cloud Functions codebase: one HTTPS function, `api`, which Firebase
 * Hosting rewrites `/api/**` to (see firebase.json).
 */
import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { geminiApiKey } from './conversation/tutor-service';
import { chosenTutor } from './conversation/tutor-setting';
import { featureRouters } from './feature-routers';

setGlobalOptions({ region: 'southamerica-east1', maxInstances: 10 });

export const api = onRequest(
  {
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    invoker: 'public',
    // Only the Gemini tutor needs its key; the offline stack (and the emulator) has no secret.
    secrets: chosenTutor() === 'gemini' ? [geminiApiKey] : [],
  },
  createApp(featureRouters()),
);
