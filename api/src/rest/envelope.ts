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

/** v1 error envelope (docs/api.md, v1: Envelope): 4xx `fail` with the AppError's text; 5xx `error` with a generic text. */
export function v1ErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof AppError) {
      if (error.details?.retryAfter !== undefined)
        res.setHeader('retry-after', String(error.details.retryAfter));
      res.status(httpStatusOf(error.code)).json({ status: 'fail', message: error.message });
      return;
    }
    // body-parser errors: malformed JSON, body too large, bad encoding.
    const status = (error as { status?: number; type?: string }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = bodyErrorMessage((error as { type?: string }).type);
      res.status(status).json({ status: 'fail', message });
      return;
    }
    if (isBadDataError(error)) {
      res.status(400).json({ status: 'fail', message: MESSAGES.unstorableValue });
      return;
    }
    if (sendUnavailable(error, res)) return;
    log.error('unexpected error in v1 handler', {
      method: req.method,
      path: req.originalUrl,
      message: (error as Error)?.message,
      stack: (error as Error)?.stack,
    });
    res
      .status(500)
      .json({ status: 'error', message: 'Something went wrong. Please try again later.' });
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
