import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { dbOf, type Db } from '../../db/sql';
import { badInput, notFound } from '../../shared/app-error';
import {
  type PageWindow,
  type Paged,
  type ListArgs,
  type ListResult,
  ownedList,
} from '../../shared/paging';
import { User, type UserView } from '../users/user.entity';
import { WebhookEvent } from '../webhooks/webhook-events';
import { emitWebhookEvent } from '../webhooks/webhooks.jobs';
import { ACTIVE_USER } from '../users/users.policy';
import { Subscription } from './subscription.entity';
import {
  countSubscriptions,
  subscribedUsersPage,
  type SubscriptionSide,
} from './subscriptions.queries';
import { SUBSCRIBERS_CURSOR, SUBSCRIPTIONS_CURSOR } from './subscriptions.types';
import { isSelfSubscription, LISTED_SUBSCRIPTION } from './subscriptions.policy';
import { unsubscribeTokens } from './unsubscribe-token';
import { countSubscriptionChange } from '../analytics/subscription-changes';

/** A user in a subscription list with that user's own (active) subscriber count. */
export interface SubscriptionListItem {
  subscription: Subscription;
  user: User;
  subscriberCount: number;
}

/**
 * Subscribers following publishers. Only signed-in users subscribe, never to themselves,
 * only to active accounts (others are 404). Subscribing is idempotent (unique pair with
 * `on conflict do nothing`). Lists and counts leave deactivated accounts out; lists are
 * ordered by subscription date then id, so pages are stable.
 */
export class SubscriptionsService {
  private readonly db: Db;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.db = dbOf(em, deps);
  }

  private async requireActiveUser(userId: number): Promise<User> {
    const user = await this.em.findOne(User, { id: userId, ...ACTIVE_USER });
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  async subscribe(
    viewer: User,
    publisherId: number,
  ): Promise<{ subscription: Subscription; publisher: User; created: boolean }> {
    if (isSelfSubscription(viewer, { id: publisherId })) throw badInput(MESSAGES.subscribeToSelf);
    const publisher = await this.requireActiveUser(publisherId);
    // One transaction: the subscription and its subscriber.added webhook event commit together.
    const result = await this.em.transactional(async (em) => {
      const inserted = await em
        .createQueryBuilder(Subscription)
        .insert({ publisher: publisher.id, subscriber: viewer.id })
        .onConflict(['publisher', 'subscriber'])
        .ignore()
        .execute('run');
      if (inserted.affectedRows > 0) {
        await emitWebhookEvent(this.deps, em, {
          event: WebhookEvent.SUBSCRIBER_ADDED,
          creatorId: publisher.id,
          subscriberId: viewer.id,
        });
        await countSubscriptionChange(dbOf(em, this.deps), publisher.id, 'gained');
      }
      return inserted;
    });
    const subscription = await this.em.findOneOrFail(Subscription, {
      publisher: publisher.id,
      subscriber: viewer.id,
    });
    return { subscription, publisher, created: result.affectedRows > 0 };
  }

  /** Removes the viewer's subscription; `removed` is false when there was none. */
  async unsubscribe(
    viewer: User,
    publisherId: number,
  ): Promise<{ publisher: User; removed: boolean }> {
    const publisher = await this.requireActiveUser(publisherId);
    const removed = await this.em.nativeDelete(Subscription, {
      publisher: publisher.id,
      subscriber: viewer.id,
    });
    if (removed > 0) await countSubscriptionChange(this.db, publisher.id, 'lost');
    return { publisher, removed: removed > 0 };
  }

  /** The viewer's subscription to an active publisher, or null. */
  async find(viewer: User, publisherId: number): Promise<Subscription | null> {
    return this.em.findOne(Subscription, {
      subscriber: viewer.id,
      publisher: { id: publisherId, ...ACTIVE_USER },
    });
  }

  /** Users who subscribe to `userId` (public). */
  subscribersOf(userId: number, window: PageWindow): Promise<Paged<SubscriptionListItem>> {
    return this.list('publisher', userId, window);
  }

  /** Users `userId` subscribes to (public). */
  subscriptionsOf(userId: number, window: PageWindow): Promise<Paged<SubscriptionListItem>> {
    return this.list('subscriber', userId, window);
  }

  /**
   * The GraphQL lists: one side of a user's listed subscriptions (`publisher`: their
   * subscribers), oldest first (created asc, id asc), by page/limit or first/after (new
   * subscriptions come at the end, so a crawl neither skips nor repeats users); public.
   */
  subscribedUsers(
    side: SubscriptionSide,
    userId: number,
    args: ListArgs,
  ): Promise<ListResult<UserView>> {
    return ownedList(
      side === 'publisher' ? SUBSCRIBERS_CURSOR : SUBSCRIPTIONS_CURSOR,
      userId,
      args,
      LIMITS.subscriptionsPageSize,
      (slice) => subscribedUsersPage(this.db, side, userId, slice),
      async () => (await countSubscriptions(this.db, side, [userId])).get(userId) ?? 0,
    );
  }

  async subscriberCount(userId: number): Promise<number> {
    return (await countSubscriptions(this.db, 'publisher', [userId])).get(userId) ?? 0;
  }

  async subscriptionCount(userId: number): Promise<number> {
    return (await countSubscriptions(this.db, 'subscriber', [userId])).get(userId) ?? 0;
  }

  /** The signed link of a new-issue email: removes that one subscription (idempotent). */
  async unsubscribeByToken(token: string): Promise<{ publisher: User | null }> {
    const claims = unsubscribeTokens(this.deps).verify(token);
    if (!claims) throw badInput(MESSAGES.unsubscribeLinkInvalid);
    const removed = await this.em.nativeDelete(Subscription, {
      publisher: claims.publisherId,
      subscriber: claims.subscriberId,
    });
    if (removed > 0) await countSubscriptionChange(this.db, claims.publisherId, 'lost');
    return { publisher: await this.em.findOne(User, { id: claims.publisherId }) };
  }

  /** One page of one side; the other side must be active too. */
  private async list(
    side: 'publisher' | 'subscriber',
    userId: number,
    window: PageWindow,
  ): Promise<Paged<SubscriptionListItem>> {
    const other = side === 'publisher' ? 'subscriber' : 'publisher';
    const [rows, totalCount] = await this.em.findAndCount(
      Subscription,
      { ...LISTED_SUBSCRIPTION, [side]: { id: userId, ...ACTIVE_USER } },
      {
        populate: [other],
        orderBy: { dateCreated: 'asc', id: 'asc' },
        limit: window.limit,
        offset: window.offset,
      },
    );
    const users = rows.map((r) => r[other]);
    const counts = await countSubscriptions(
      this.db,
      'publisher',
      users.map((u) => u.id),
    );
    const items = rows.map((subscription, i) => ({
      subscription,
      user: users[i],
      subscriberCount: counts.get(users[i].id) ?? 0,
    }));
    return { items, totalCount };
  }
}
