import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { countSubscriptions, subscriptionsAmong } from './subscriptions.queries';

/** Active subscribers of each user. */
export function createSubscriberCountLoader(db: Db): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await countSubscriptions(db, 'publisher', ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Active users each user subscribes to. */
export function createSubscriptionCountLoader(db: Db): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await countSubscriptions(db, 'subscriber', ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

export interface SubscriptionKey {
  subscriberId: number;
  publisherId: number;
}

/** Whether a subscriber follows a publisher, for many pairs in one query per batch. */
export function createSubscribedLoader(db: Db): DataLoader<SubscriptionKey, boolean, string> {
  return new DataLoader(
    async (keys) => {
      const rows = await subscriptionsAmong(
        db,
        [...new Set(keys.map((k) => k.subscriberId))],
        [...new Set(keys.map((k) => k.publisherId))],
      );
      const found = new Set(rows.map((r) => `${r.subscriber_id}:${r.publisher_id}`));
      return keys.map((k) => found.has(`${k.subscriberId}:${k.publisherId}`));
    },
    { cacheKeyFn: (k) => `${k.subscriberId}:${k.publisherId}` },
  );
}
