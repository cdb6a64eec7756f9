import { Router } from 'express';
import { sendSuccess } from '../../rest/envelope';
import { handle, scopeOf } from '../../rest/scope.middleware';
import type { SearchKind } from './search-provider';
import { presentV1SearchPage } from '../../rest/v1-presenters/search-items';

/**
 * v1 `/search/{books|issues|users}` (S1-S3, public). `GET /search/` is not offered
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
        sendSuccess(res, presentV1SearchPage(page, scope.deps.media));
      }),
    );
  }
  return router;
}
