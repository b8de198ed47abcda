import express, { type Router } from 'express';
import type { HealthResponse } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { handleError, notFound } from './errors';
import { requestLog } from './request-log';

/** Bodies are small JSON objects; anything larger is refused before it reaches a route. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * A phrase list's save carries the list's whole source (up to MAX_LIST_SOURCE_CHARACTERS, 200
 * lines with meanings), as JSON: room for every character escaped or of several bytes.
 */
export const LIST_BODY_LIMIT_BYTES = 512 * 1024;

const listPath = new RegExp(`^${apiRoutes.academyList.replace(':listId', '[^/]+')}$`);

/** The body limit of a request: a list's save has its own, every other call the small one. */
export function bodyLimitOf(method: string, path: string): number {
  const listSave =
    (method === 'POST' && path === apiRoutes.academyLists) || (method === 'PUT' && listPath.test(path));
  return listSave ? LIST_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

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
  const json = express.json({ limit: BODY_LIMIT_BYTES });
  const listJson = express.json({ limit: LIST_BODY_LIMIT_BYTES });
  app.use((req, res, next) =>
    (bodyLimitOf(req.method, req.path) === BODY_LIMIT_BYTES ? json : listJson)(req, res, next),
  );

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
 * The platform parses bodies up to 32 MB before our code runs, so size is checked here too
 * (a list's save against its own limit). Speech recognition takes a recording instead, and
 * bounds it itself (speech/routes.ts).
 */
const rejectLargeBodies: express.RequestHandler = (req, _res, next) => {
  if (req.path === apiRoutes.recognizeSpeech) {
    next();
    return;
  }
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const declared = Number(req.get('content-length') ?? 0);
  const limit = bodyLimitOf(req.method, req.path);
  if ((raw?.length ?? 0) > limit || declared > limit) {
    next(Object.assign(new Error('body too large'), { type: 'entity.too.large' }));
    return;
  }
  next();
};

const noSniff: express.RequestHandler = (_req, res, next) => {
  res.set('X-Content-Type-Options', 'nosniff');
  next();
};
