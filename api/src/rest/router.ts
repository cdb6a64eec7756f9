import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { usersRoutes } from '../modules/users/users.routes';
import { accreditedWorksRoutes, readingRoutes } from '../modules/reading/reading.routes';
import { bookmarksRoutes } from '../modules/bookmarks/bookmarks.routes';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes';
import { publishRoutes } from '../modules/publish/publish.routes';
import { searchRoutes } from '../modules/search/search.routes';
import { v1ErrorHandler } from './envelope';
import { scopeMiddleware } from './scope.middleware';

/** The `/api/v1` adapter over the same services GraphQL uses. */
export function v1Router(deps: AppDeps): Router {
  const router = Router();
  router.use(scopeMiddleware(deps));
  router.use('/users', usersRoutes(deps));
  router.use('/read', readingRoutes(deps));
  router.use('/search', accreditedWorksRoutes());
  router.use('/bookmark', bookmarksRoutes(deps));
  router.use('/subscribe', subscriptionsRoutes(deps));
  router.use('/publish', publishRoutes(deps));
  router.use('/search', searchRoutes());
  // Everything else under /api is a JSON 404, never the web app (api-v1 §11-33).
  router.use((req, res) => {
    res
      .status(404)
      .json({ status: 'fail', message: `Can't find ${req.originalUrl} on this server` });
  });
  router.use(v1ErrorHandler(deps.log));
  return router;
}
