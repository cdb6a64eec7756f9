import express, { Router, type ErrorRequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { handle } from '../../rest/scope.middleware';
import { httpStatusOf } from '../../rest/envelope';
import { openRequestScope } from '../../scope/request-scope';
import { AppError } from '../../shared/app-error';
import { readingClientOf } from './reading-client';

/** Refusals as `{ status: 'fail', message }` with their 4xx (and Retry-After); the rest goes on. */
const beaconErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof AppError) {
    if (error.details?.retryAfter !== undefined)
      res.setHeader('Retry-After', String(error.details.retryAfter));
    res.status(httpStatusOf(error.code)).json({ status: 'fail', message: error.message });
    return;
  }
  // The body reader's own refusals: too large, or a body it could not read.
  const status = (error as { status?: number }).status;
  if (status === 413) res.status(413).json({ status: 'fail', message: MESSAGES.beaconTooLarge });
  else if (status !== undefined && status >= 400 && status < 500)
    res.status(400).json({ status: 'fail', message: MESSAGES.beaconNotJson });
  else next(error);
};

/**
 * `POST /api/reading/beacon` (mounted there): the web reader's batched reading events, sent
 * by `navigator.sendBeacon` (a JSON Blob, or text) or by `fetch(..., { keepalive: true })`
 * with the reader's Authorization header. Answers 204 (also to bots, whose events are
 * dropped); a bad body 400 or 413, a flood from one address 429 with Retry-After.
 */
export function beaconRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    '/',
    // Whatever the content type: sendBeacon with a string sends text/plain.
    express.raw({ type: () => true, limit: LIMITS.analytics.beaconMaxBytes }),
    handle(async (req, res) => {
      // A stale or unknown session is no refusal here: the reading counts as anonymous.
      const scope = await openRequestScope(deps, req.headers.authorization, req.ip ?? 'unknown');
      await scope.services.recording.beacon(
        req.body,
        readingClientOf(req),
        scope.viewer?.id ?? null,
      );
      res.status(204).end();
    }),
  );
  router.use(beaconErrors);
  return router;
}
