import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { handle, publicScopeMiddleware, scopeOf } from '../../rest/scope.middleware';
import { renderAtom } from '../notifications/feeds';

/**
 * The private Following feed (mounted at `/feeds/following`): `/feeds/following/<token>.atom`.
 * An unknown, revoked or malformed token is 404. Private: caches must not share it.
 */
export function followingFeedRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(publicScopeMiddleware(deps));
  router.get(
    '/:file',
    handle(async (req, res) => {
      const match = /^(.+)\.atom$/.exec(String(req.params.file));
      const service = scopeOf(res).services.followingFeed;
      const feed = match ? await service.feed(match[1]) : null;
      res.set('Cache-Control', 'private, max-age=300');
      res.set('X-Robots-Tag', 'noindex');
      if (!feed) {
        res.status(404).type('text/plain').send(MESSAGES.followingFeedNotFound);
        return;
      }
      res
        .type('application/atom+xml; charset=utf-8')
        .send(renderAtom(feed, deps.config.publicUrl, deps.media));
    }),
  );
  return router;
}
