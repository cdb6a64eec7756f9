import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { httpStatusOf } from '../../rest/envelope';
import { answerMessagePage } from '../../rest/message-page';
import { handle, publicScopeMiddleware, scopeOf } from '../../rest/scope.middleware';
import { AppError } from '../../shared/app-error';
import { sitePaths } from '../../shared/site-urls';

/**
 * The digest's signed unsubscribe link (mounted at `/api/notifications`), no sign-in needed.
 * POST turns the kind off (RFC 8058 one-click, from the List-Unsubscribe-Post header or the
 * confirm button); GET, what a mail client or a link scanner opens, only checks the
 * signature and answers a page with that button, so a prefetch changes nothing. A forged or
 * damaged link answers 400 with a message either way.
 */
export function inboxRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(publicScopeMiddleware(deps));
  const unsubscribePage = (act: boolean) =>
    handle(async (req, res) => {
      const token = String(req.params.token);
      const inbox = scopeOf(res).services.inbox;
      try {
        if (act) {
          answerMessagePage(
            res,
            200,
            MESSAGES.digestUnsubscribed(await inbox.unsubscribeByLink(token)),
          );
        } else {
          const what = inbox.describeUnsubscribeLink(token);
          answerMessagePage(res, 200, `Stop mailing ${what} in your daily digest?`, {
            action: sitePaths.digestUnsubscribe(token),
            label: 'Unsubscribe',
          });
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        answerMessagePage(res, httpStatusOf(error.code), error.message);
      }
    });
  router.get('/unsubscribe/:token', unsubscribePage(false));
  router.post('/unsubscribe/:token', unsubscribePage(true));
  return router;
}
