/**
 * The Cloud Functions entry: one HTTPS function, `api`, which Hosting rewrites `/api/**` to.
 * Importing it loads only what declaring the function needs; the API (./app.ts) is imported by
 * the first request (docs/performance.md).
 */
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { config, geminiApiKey, REGION } from './config';
import { lazyRetrying } from './shared/lazy';

// Why each setting has its value: docs/deploying.md.
setGlobalOptions({ region: REGION, maxInstances: 100 });

export const api = onRequest(
  {
    memory: '512MiB',
    cpu: 1,
    timeoutSeconds: 60,
    concurrency: 80,
    minInstances: 0,
    invoker: 'public',
    // Only the Gemini tutor needs its key; the offline stack (and the emulator) has no secret.
    secrets: config().tutorEngine === 'gemini' ? [geminiApiKey] : [],
  },
  async (req, res) => {
    (await app())(req, res);
  },
);

/** The whole API, imported on the first request (again after a failed import). */
const app = lazyRetrying(async (): Promise<Express> => (await import('./app')).createApi());
