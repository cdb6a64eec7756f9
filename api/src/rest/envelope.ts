import type { ErrorRequestHandler, Response } from 'express';
import { AppError } from '../shared/app-error';
import { ERROR_HTTP_STATUS, type ErrorCode } from '../shared/error-codes';
import type { Logger } from '../shared/logger';
import { bodyErrorMessage } from '../shared/body-errors';
import { MESSAGES } from '../config/limits';
import {
  isBadDataError,
  UNAVAILABLE_MESSAGES,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailableEngine,
} from '../shared/unavailable';

/** v1 success envelope: `status: "success"` plus the endpoint's own top-level keys (docs/api.md, v1: Envelope). */
export function sendSuccess(res: Response, body: Record<string, unknown>, status = 200): void {
  res.status(status).json({ status: 'success', ...body });
}

export function sendNoContent(res: Response): void {
  res.status(204).end();
}

/** The v1 HTTP status of a domain error code (the shared code table). */
export function httpStatusOf(code: ErrorCode): number {
  return ERROR_HTTP_STATUS[code];
}

/** A v1 error answer: its status, its envelope and the Retry-After it carries, if any. */
export interface V1ErrorAnswer {
  status: number;
  body: { status: 'fail' | 'error'; message: string };
  retryAfter?: string;
}

/**
 * The v1 error envelope of `error` (docs/api.md, v1: Envelope): 4xx `fail` with the AppError's
 * text; 5xx `error` with a generic text (logged). Shared by the Express error handler and the
 * fast reads (rest/fast-reads.ts), which must answer alike.
 */
export function v1ErrorAnswer(
  error: unknown,
  log: Logger,
  request: { method?: string; path?: string },
): V1ErrorAnswer {
  if (error instanceof AppError) {
    const retryAfter = error.details?.retryAfter;
    return {
      status: httpStatusOf(error.code),
      body: { status: 'fail', message: error.message },
      ...(retryAfter !== undefined ? { retryAfter: String(retryAfter) } : {}),
    };
  }
  // body-parser errors: malformed JSON, body too large, bad encoding.
  const status = (error as { status?: number; type?: string }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = bodyErrorMessage((error as { type?: string }).type);
    return { status, body: { status: 'fail', message } };
  }
  if (isBadDataError(error))
    return { status: 400, body: { status: 'fail', message: MESSAGES.unstorableValue } };
  const engine = unavailableEngine(error);
  if (engine)
    return {
      status: 503,
      body: { status: 'error', message: UNAVAILABLE_MESSAGES[engine] },
      retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    };
  log.error('unexpected error in v1 handler', {
    method: request.method,
    path: request.path,
    message: (error as Error)?.message,
    stack: (error as Error)?.stack,
  });
  return {
    status: 500,
    body: { status: 'error', message: 'Something went wrong. Please try again later.' },
  };
}

/** v1 error envelope, as an Express error handler (see v1ErrorAnswer). */
export function v1ErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    const answer = v1ErrorAnswer(error, log, { method: req.method, path: req.originalUrl });
    if (answer.retryAfter !== undefined) res.setHeader('retry-after', answer.retryAfter);
    res.status(answer.status).json(answer.body);
  };
}

/** 503 with Retry-After when `error` says a shared engine is unreachable (shared/unavailable.ts); false otherwise. */
export function sendUnavailable(error: unknown, res: Response): boolean {
  const engine = unavailableEngine(error);
  if (!engine) return false;
  res.setHeader('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(503).json({ status: 'error', message: UNAVAILABLE_MESSAGES[engine] });
  return true;
}
