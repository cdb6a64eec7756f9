import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { httpStatusOf, sendNoContent, sendSuccess } from '../../rest/envelope';
import { answerMessagePage } from '../../rest/message-page';
import { handle, requireAuth, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { AppError, notFound } from '../../shared/app-error';
import { pathId, v1Page } from '../../rest/params';
import {
  presentV1Subscription,
  presentV1SubscriptionListItem,
} from '../../rest/v1-presenters/subscription';

const userIdOf = (value: unknown) => pathId(value, MESSAGES.invalidUserId, 'userId');
const windowOf = (page: unknown) => {
  const n = v1Page(page);
  const limit = LIMITS.subscriptionsPageSize;
  return { page: n, limit, offset: (n - 1) * limit };
};

/**
 * v1 `/subscribe` routes (C1-C7). C1 is idempotent: 201 when created, 200 with the
 * existing subscription otherwise (docs/reading-and-social.md). C2 answers 404
 * when not subscribed (as v1). C4/C5 are public, 20 per page, oldest subscription first.
 */
export function subscriptionsRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post(
    '/add/publisher/:publisherId',
    requireAuth,
    handle(async (req, res) => {
      const result = await scopeOf(res).services.subscriptions.subscribe(
        viewerOf(res),
        userIdOf(req.params.publisherId),
      );
      sendSuccess(
        res,
        { subscribed: presentV1Subscription(result.subscription) },
        result.created ? 201 : 200,
      );
    }),
  );

  router.delete(
    '/remove/publisher/:publisherId',
    requireAuth,
    handle(async (req, res) => {
      const result = await scopeOf(res).services.subscriptions.unsubscribe(
        viewerOf(res),
        userIdOf(req.params.publisherId),
      );
      if (!result.removed) throw notFound(MESSAGES.notSubscribed);
      sendNoContent(res);
    }),
  );

  router.get(
    '/check-subscription/publisher/:publisherId',
    requireAuth,
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      const subscription = await scopeOf(res).services.subscriptions.find(
        viewer,
        userIdOf(req.params.publisherId),
      );
      // Not subscribed must be non-2xx: the client reads any 2xx as "subscribed".
      if (!subscription) throw notFound(MESSAGES.notSubscribed);
      sendSuccess(res, {
        subscribed: {
          publisher_id: subscription.publisher.id,
          subscriber_id: subscription.subscriber.id,
        },
      });
    }),
  );

  router.get(
    '/get-all-subscribers/publisher/:publisherId',
    handle(async (req, res) => {
      const publisherId = userIdOf(req.params.publisherId);
      const page = await scopeOf(res).services.subscriptions.subscribersOf(
        publisherId,
        windowOf(req.query.page),
      );
      sendSuccess(res, {
        subscribers: page.items.map((i) => presentV1SubscriptionListItem(i, deps.media)),
      });
    }),
  );

  router.get(
    '/get-all-subscribed-to/subscriber/:subscriberId',
    handle(async (req, res) => {
      const subscriberId = userIdOf(req.params.subscriberId);
      const page = await scopeOf(res).services.subscriptions.subscriptionsOf(
        subscriberId,
        windowOf(req.query.page),
      );
      sendSuccess(res, {
        subscribedTo: page.items.map((i) => presentV1SubscriptionListItem(i, deps.media)),
      });
    }),
  );

  router.get(
    '/total-subscribers/publisher/:publisherId',
    handle(async (req, res) => {
      const total = await scopeOf(res).services.subscriptions.subscriberCount(
        userIdOf(req.params.publisherId),
      );
      sendSuccess(res, { totalSubscribers: total });
    }),
  );

  router.get(
    '/total-subscribed-to/subscriber/:subscriberId',
    handle(async (req, res) => {
      const total = await scopeOf(res).services.subscriptions.subscriptionCount(
        userIdOf(req.params.subscriberId),
      );
      sendSuccess(res, { totalSubscribedTo: total });
    }),
  );

  // The signed link in new-issue emails (GET from the mail client; POST for RFC 8058 one-click).
  const unsubscribeLink = handle(async (req, res) => {
    try {
      await scopeOf(res).services.subscriptions.unsubscribeByToken(String(req.params.token));
      answerMessagePage(res, 200, MESSAGES.unsubscribed);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      answerMessagePage(res, httpStatusOf(error.code), error.message);
    }
  });
  router.get('/unsubscribe/:token', unsubscribeLink);
  router.post('/unsubscribe/:token', unsubscribeLink);

  return router;
}
