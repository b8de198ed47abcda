/**
 * Entry point of the Cloud Functions codebase: one HTTPS function, `api`, which Firebase
 * Hosting rewrites `/api/**` to (see firebase.json).
 *
 * Importing this module loads only what declaring the function needs. The app (Express, the
 * routers, the Firebase Admin SDK) is imported by the first request and kept: the build keeps
 * each `import()` a file of its own (functions/build-options.mjs). docs/performance.md has
 * the figures ("Cold start").
 */
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { config, geminiApiKey, REGION } from './config';
import { lazyRetrying } from './shared/lazy';

// Why each setting has its value: docs/deploying.md, "Function settings".
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
