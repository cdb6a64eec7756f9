import { Router, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { parseId } from '../../shared/validation';
import { Book } from '../books/book.entity';
import { VISIBLE_BOOK } from '../books/books.policy';
import { handle, publicScopeMiddleware, scopeOf } from '../../rest/scope.middleware';
import { bookFeed, renderAtom, userFeed, type FeedSource } from './feeds';

function send(res: Response, deps: AppDeps, feed: FeedSource | null): void {
  if (!feed) {
    res.status(404).type('text/plain').send('Feed not found');
    return;
  }
  res.set('Cache-Control', 'public, max-age=300');
  res
    .type('application/atom+xml; charset=utf-8')
    .send(renderAtom(feed, deps.config.publicUrl, deps.media));
}

/**
 * Atom feeds of new issues (mounted at `/feeds`): `/feeds/users/<username>.atom` and
 * `/feeds/books/<bookId>.atom`. Latest 50 issues, visible works only; links are
 * absolute (PUBLIC_URL). Unknown, removed or deactivated: 404.
 */
export function feedsRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(publicScopeMiddleware(deps));

  router.get(
    '/users/:file',
    handle(async (req, res) => {
      const match = /^(.+)\.atom$/.exec(String(req.params.file));
      send(
        res,
        deps,
        match ? await userFeed(scopeOf(res).em, deps.config.publicUrl, match[1]) : null,
      );
    }),
  );

  router.get(
    '/books/:file',
    handle(async (req, res) => {
      const match = /^(.+)\.atom$/.exec(String(req.params.file));
      const id = match ? parseId(match[1]) : undefined;
      if (!id) return send(res, deps, null);
      const { em } = scopeOf(res);
      const book = await em.findOne(Book, { id, ...VISIBLE_BOOK }, { populate: ['publisher'] });
      send(res, deps, await bookFeed(em, deps.config.publicUrl, book));
    }),
  );

  return router;
}
