import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { messages } from '../messages';
import type { ApiError } from '../shared/contract';
import { HttpError } from './http-error';

export function sendError(res: Parameters<RequestHandler>[1], status: number, error: string) {
  const body: ApiError = { error };
  res.status(status).json(body);
}

export const notFound: RequestHandler = (_req, res) => {
  sendError(res, 404, messages.notFound);
};

/** body-parser marks its own failures with a `type`; they are the client's fault. */
function bodyParserStatus(err: unknown): { status: number; message: string } | null {
  if (typeof err !== 'object' || err === null || !('type' in err)) return null;
  switch (err.type) {
    case 'entity.parse.failed':
      return { status: 400, message: messages.invalidJson };
    case 'entity.too.large':
      return { status: 413, message: messages.bodyTooLarge };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { status: 415, message: messages.jsonRequired };
    default:
      return null;
  }
}

const clientErrorMessages: Partial<Record<number, string>> = {
  400: messages.badRequest,
  404: messages.notFound,
  413: messages.bodyTooLarge,
  415: messages.jsonRequired,
};

/**
 * Express and its router raise their own 4xx errors (http-errors style, with `status`), e.g. a
 * path parameter that is not valid percent-encoding: they are the client's fault too, and keep
 * their status rather than becoming a 500.
 */
function frameworkClientError(err: unknown): { status: number; message: string } | null {
  if (typeof err !== 'object' || err === null) return null;
  const status = 'status' in err ? err.status : 'statusCode' in err ? err.statusCode : undefined;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 499) return null;
  return { status, message: clientErrorMessages[status] ?? messages.badRequest };
}

/**
 * Firestore's NOT_FOUND reaches a route only from a write that needs the learner's record (every
 * write about a learner does: data/users.ts whileUserExists): the account was deleted meanwhile,
 * so the caller's session is over.
 */
const isRecordGone = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 5;

/** Last middleware: every failure becomes `{error}` in Portuguese; stacks only go to the log. */
export const handleError: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof HttpError) {
    res.set(err.headers);
    sendError(res, err.status, err.message);
    return;
  }
  if (isRecordGone(err)) {
    sendError(res, 401, messages.invalidToken);
    return;
  }
  const clientError = bodyParserStatus(err) ?? frameworkClientError(err);
  if (clientError) {
    sendError(res, clientError.status, clientError.message);
    return;
  }
  logger.error('Unhandled error', {
    method: req.method,
    path: req.path,
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  if (!res.headersSent) sendError(res, 500, messages.internal);
};
