import express, { type Router } from 'express';
import { handleError, notFound } from './http/errors';
import { requestLog } from './http/request-log';
import type { HealthResponse } from './shared/contract';
import { apiRoutes } from './shared/contract';

/** Bodies are small JSON objects; anything larger is refused before it reaches a route. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The whole HTTP API. Feature routers are mounted in order; each declares its own paths from
 * the shared contract.
 */
export function createApp(features: Router[] = []): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestLog);
  app.use(rejectLargeBodies);
  // Cloud Functions has already parsed JSON bodies; this only runs when it has not (tests).
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));

  app.get(apiRoutes.health, (_req, res) => {
    const body: HealthResponse = { ok: true };
    res.set('Cache-Control', 'no-store').json(body);
  });
  for (const feature of features) app.use(feature);

  app.use(notFound);
  app.use(handleError);
  return app;
}

/**
 * The platform parses bodies up to 32 MB before our code runs, so size is checked here too.
 * Speech recognition takes a recording instead, and bounds it itself (RECOGNITION_MAX_BYTES,
 * speech-recognition/routes.ts).
 */
const rejectLargeBodies: express.RequestHandler = (req, _res, next) => {
  if (req.path === apiRoutes.recognizeSpeech) {
    next();
    return;
  }
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const declared = Number(req.get('content-length') ?? 0);
  if ((raw?.length ?? 0) > BODY_LIMIT_BYTES || declared > BODY_LIMIT_BYTES) {
    next(Object.assign(new Error('body too large'), { type: 'entity.too.large' }));
    return;
  }
  next();
};
