import express, { Router, type ErrorRequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { handle } from '../../rest/scope.middleware';
import { httpStatusOf } from '../../rest/envelope';
import { openRequestScope } from '../../scope/request-scope';
import { AppError } from '../../shared/app-error';
import { readingClientOf } from './reading-client';

/** A refusal of a beacon: its 4xx, its `{ status: 'fail', message }` text and Retry-After. */
export interface BeaconRefusal {
  status: number;
  message: string;
  retryAfter?: string;
}

/**
 * The refusal `error` stands for (a domain refusal, or the body reader's own: too large, or a
 * body it could not read); undefined for anything else. Shared with the fast path ahead of
 * Express (rest/fast-beacon.ts), which must answer alike.
 */
export function beaconRefusalOf(error: unknown): BeaconRefusal | undefined {
  if (error instanceof AppError) {
    const retryAfter = error.details?.retryAfter;
    return {
      status: httpStatusOf(error.code),
      message: error.message,
      ...(retryAfter !== undefined ? { retryAfter: String(retryAfter) } : {}),
    };
  }
  const status = (error as { status?: number } | undefined)?.status;
  if (status === 413) return { status: 413, message: MESSAGES.beaconTooLarge };
  if (status !== undefined && status >= 400 && status < 500)
    return { status: 400, message: MESSAGES.beaconNotJson };
  return undefined;
}

/** Refusals as `{ status: 'fail', message }` with their 4xx (and Retry-After); the rest goes on. */
const beaconErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const refusal = beaconRefusalOf(error);
  if (!refusal) return next(error);
  if (refusal.retryAfter !== undefined) res.setHeader('Retry-After', refusal.retryAfter);
  res.status(refusal.status).json({ status: 'fail', message: refusal.message });
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
