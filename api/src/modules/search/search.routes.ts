import { Router } from 'express';
import { sendSuccess } from '../../rest/envelope';
import { handle, scopeOf } from '../../rest/scope.middleware';
import type { MediaService } from '../media/media.service';
import type { SearchKind } from './search-provider';
import {
  presentV1BookRow,
  presentV1IssueRow,
  presentV1UserHit,
  type V1Counts,
} from '../../rest/v1-presenters/search-items';
import type { V1SearchPage } from './search.service';

/** The S1, S2 or S3 items of a page (api-v1 §6). */
function presentItems(page: V1SearchPage, media: MediaService): Record<string, unknown>[] {
  if (page.kind === 'books') return page.books.map((r) => presentV1BookRow(r, media));
  if (page.kind === 'issues') return page.issues.map((r) => presentV1IssueRow(r, media));
  // A user item shows only the subscriber count.
  const counts: V1Counts = {
    genresByBook: new Map(),
    issuesByBook: new Map(),
    pagesByBook: new Map(),
    pagesByIssue: new Map(),
    subscribersByUser: page.subscribersByUser,
  };
  return page.users.map((u) => presentV1UserHit(u, counts, media));
}

/**
 * v1 `/search/{books|issues|users}` (api-v1 §6, public). `GET /search/` is not offered
 * (v1 never answered it) and falls through to the JSON 404.
 */
export function searchRoutes(): Router {
  const router = Router();
  for (const kind of ['books', 'issues', 'users'] as const satisfies readonly SearchKind[]) {
    router.get(
      `/${kind}`,
      handle(async (req, res) => {
        const scope = scopeOf(res);
        const page = await scope.services.search.searchV1(
          scope.viewer,
          kind,
          req.query as Record<string, unknown>,
        );
        const items = presentItems(page, scope.deps.media);
        sendSuccess(res, {
          type: kind,
          totalResultCount: page.totalCount,
          currentResultCount: items.length,
          [kind]: items,
        });
      }),
    );
  }
  return router;
}
