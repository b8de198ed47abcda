import express, { type Router } from 'express';
import type { HealthResponse } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { handleError, notFound } from './errors';
import { requestLog } from './request-log';

/** Bodies are small JSON objects; anything larger is refused before it reaches a route. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The HTTP backbone around the components' routers (mounted in order, each declaring its paths
 * from the shared contract): request log, body limit, health check, 404 and errors as JSON.
 */
export function createApp(routers: Router[] = []): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  // Hosting's headers (firebase.json) are not known to reach a rewritten answer in production,
  // and the function also answers at its own URL: it says nosniff itself (docs/security.md).
  app.use(noSniff);
  app.use(requestLog);
  app.use(rejectLargeBodies);
  // Cloud Functions has already parsed JSON bodies; this only runs when it has not (tests).
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));

  app.get(apiRoutes.health, (_req, res) => {
    const body: HealthResponse = { ok: true };
    res.set('Cache-Control', 'no-store').json(body);
  });
  for (const router of routers) app.use(router);

  app.use(notFound);
  app.use(handleError);
  return app;
}

/**
 * The platform parses bodies up to 32 MB before our code runs, so size is checked here too.
 * Speech recognition takes a recording instead, and bounds it itself (speech/routes.ts).
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

const noSniff: express.RequestHandler = (_req, res, next) => {
  res.set('X-Content-Type-Options', 'nosniff');
  next();
};
