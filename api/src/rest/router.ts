import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { authRoutes } from '../modules/auth/auth.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { accreditedWorksRoutes, readingRoutes } from '../modules/reading/reading.routes';
import { bookmarksRoutes } from '../modules/bookmarks/bookmarks.routes';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes';
import { publishRoutes } from '../modules/publish/publish.routes';
import { pageTextRoutes } from '../modules/page-texts/page-texts.routes';
import { searchRoutes } from '../modules/search/search.routes';
import { catalogV1Routes } from '../modules/catalog/download.routes';
import { v1ErrorHandler } from './envelope';
import { requireScope, requireScopeByMethod, scopeMiddleware } from './scope.middleware';

/** The `/api/v1` adapter over the same services GraphQL uses. */
export function v1Router(deps: AppDeps): Router {
  const router = Router();
  router.use(scopeMiddleware(deps));
  // Personal access tokens: reads need `read`, writes their scope (auth.routes.ts and
  // users.routes.ts scope their account writes route by route, since sign-up, log-in and
  // password reset stay public).
  const reads = requireScope('read');
  router.use('/users', authRoutes(deps));
  router.use('/users', usersRoutes(deps));
  router.use('/read', reads, readingRoutes(deps));
  router.use('/read', reads, catalogV1Routes());
  router.use('/search', reads, accreditedWorksRoutes());
  router.use('/bookmark', requireScopeByMethod('write:social'), bookmarksRoutes(deps));
  router.use('/subscribe', requireScopeByMethod('write:social'), subscriptionsRoutes(deps));
  router.use('/publish', requireScopeByMethod('write:works'), publishRoutes(deps));
  router.use('/publish', requireScopeByMethod('write:works'), pageTextRoutes());
  router.use('/search', searchRoutes());
  // Everything else under /api is a JSON 404, never the web app.
  router.use((req, res) => {
    res
      .status(404)
      .json({ status: 'fail', message: `Can't find ${req.originalUrl} on this server` });
  });
  router.use(v1ErrorHandler(deps.log));
  return router;
}
