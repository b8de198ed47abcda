import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { callerOf } from './authenticate';

/** One structured log line per request, written when the response is finished. */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(`${req.method} ${req.path} ${res.statusCode}`, {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      uid: callerOf(res)?.uid,
    });
  });
  next();
};
