import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { sendNoContent, sendSuccess } from '../../rest/envelope';
import { handle, requireAuth, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { notFound } from '../../shared/app-error';
import { pathId } from '../../rest/params';
import { presentV1Bookmark, presentV1BookmarkListItem } from '../../rest/v1-presenters/bookmark';

const bookIdOf = (params: Record<string, unknown>) =>
  pathId(params.bookId, MESSAGES.invalidBookId, 'bookId');

/**
 * v1 `/bookmark` routes (B1-B4). B1 is idempotent: 201 when created, 200 with the
 * existing bookmark when it already existed (docs/reading-and-social.md).
 * B4 is public (profiles show it to anonymous visitors) and lists visible books only.
 */
export function bookmarksRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post(
    '/book/:bookId/create',
    requireAuth,
    handle(async (req, res) => {
      const result = await scopeOf(res).services.bookmarks.add(viewerOf(res), bookIdOf(req.params));
      sendSuccess(
        res,
        { bookmark: presentV1Bookmark(result.bookmark) },
        result.created ? 201 : 200,
      );
    }),
  );

  router.get(
    '/book/:bookId',
    requireAuth,
    handle(async (req, res) => {
      const bookmark = await scopeOf(res).services.bookmarks.find(
        viewerOf(res),
        bookIdOf(req.params),
      );
      // Not bookmarked must be non-2xx: the client reads any 2xx as "bookmarked".
      if (!bookmark) throw notFound(MESSAGES.bookmarkNotFound);
      sendSuccess(res, {
        bookmark: { book_id: bookmark.book.id, subscribed_id: bookmark.user.id },
      });
    }),
  );

  router.delete(
    '/book/:bookId/delete',
    requireAuth,
    handle(async (req, res) => {
      await scopeOf(res).services.bookmarks.remove(viewerOf(res), bookIdOf(req.params));
      sendNoContent(res);
    }),
  );

  router.get(
    '/get-all/subscriber/:userId',
    handle(async (req, res) => {
      const userId = pathId(req.params.userId, MESSAGES.invalidUserId, 'userId');
      const bookmarks = await scopeOf(res).services.bookmarks.allOf(userId);
      sendSuccess(res, {
        bookmark: bookmarks.map((b) => presentV1BookmarkListItem(b, deps.media)),
      });
    }),
  );

  return router;
}
