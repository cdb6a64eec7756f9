import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { handle, publicScopeMiddleware, scopeOf } from '../../rest/scope.middleware';
import { pathId, pathIssueNumber } from '../../rest/params';
import { AppError, notFound } from '../../shared/app-error';
import { httpStatusOf } from '../../rest/envelope';
import type { Logger } from '../../shared/logger';
import { parseId } from '../../shared/validation';
import type { CbzDownload } from './catalog.service';
import { OPDS_TYPES } from './opds-feed';
import { readingClientOf } from '../analytics/reading-client';

/** Who downloads, for the read count; a HEAD request reads nothing. */
const readerOf = (req: Request) => (req.method === 'HEAD' ? undefined : readingClientOf(req));

/** Streams a CBZ to the client; the archive stops reading pages if the client goes away. */
export function sendCbz(req: Request, res: Response, download: CbzDownload): void {
  const { archive, fileName } = download;
  res.attachment(fileName);
  res.setHeader('Content-Type', OPDS_TYPES.cbz);
  // Works can be removed at any time, so caches keep a copy only briefly.
  res.setHeader('Cache-Control', 'public, max-age=60');
  if (archive.size !== null) res.setHeader('Content-Length', String(archive.size));
  if (req.method === 'HEAD') {
    archive.abort();
    res.end();
    return;
  }
  res.on('close', () => {
    if (!res.writableFinished) archive.abort();
  });
  archive.stream.on('error', () => res.destroy());
  archive.stream.pipe(res);
}

/** Answers the plain routes' AppErrors as text (a 4xx with the message); anything else is a 500. */
export function plainErrors(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof AppError) {
      // A refusal that passes (a rate limit, a busy server) says when to come back.
      if (error.details?.retryAfter) res.setHeader('Retry-After', error.details.retryAfter);
      res.status(httpStatusOf(error.code)).type('text/plain').send(error.message);
      return;
    }
    log.error('unexpected error in the catalogue', {
      path: req.originalUrl,
      message: (error as Error)?.message,
    });
    res.status(500).type('text/plain').send('Something went wrong. Please try again later.');
  };
}

/**
 * `/download/issues/<issueId>.cbz` (mounted at `/download`): anyone downloads a public issue
 * as a CBZ. Unknown, removed or deactivated: 404.
 */
export function downloadRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(publicScopeMiddleware(deps));
  router.get(
    '/issues/:file',
    handle(async (req, res) => {
      const match = /^(\d+)\.cbz$/.exec(String(req.params.file));
      const issueId = match ? parseId(match[1]) : undefined;
      if (!issueId) throw notFound('Issue not found');
      sendCbz(req, res, await scopeOf(res).services.catalog.cbz({ issueId }, readerOf(req)));
    }),
  );
  router.use(plainErrors(deps.log));
  return router;
}

/**
 * v1 (added): `GET /read/{urlSlug}/book/{bookId}/issue/{issueNumber}/cbz`, public, the
 * `{urlSlug}` segment ignored as on every read path. Errors use the v1 envelope.
 */
export function catalogV1Routes(): Router {
  const router = Router();
  router.get(
    '/:urlSlug/book/:bookId/issue/:issueNumber/cbz',
    handle(async (req, res) => {
      const bookId = pathId(req.params.bookId, MESSAGES.invalidBookId, 'bookId');
      const issueNumber = pathIssueNumber(req.params.issueNumber);
      sendCbz(
        req,
        res,
        await scopeOf(res).services.catalog.cbz({ bookId, issueNumber }, readerOf(req)),
      );
    }),
  );
  return router;
}
