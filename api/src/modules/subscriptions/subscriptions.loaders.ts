import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

type Side = 'publisher' | 'subscriber';

/**
 * Counts of subscriptions per user on one side, counting only pairs where both accounts
 * are active (deactivated users are hidden everywhere). One query for many users.
 */
export async function countSubscriptions(
  em: EntityManager,
  side: Side,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const column = side === 'publisher' ? 'publisher_id' : 'subscriber_id';
  const rows: { id: number; count: string }[] = await em.getConnection().execute(
    `select s.${column} as id, count(*) as count from subscriptions s
       join users p on p.id = s.publisher_id and p.active
       join users u on u.id = s.subscriber_id and u.active
      where s.${column} in (?) group by s.${column}`,
    [[...userIds]],
    'all',
    em.getTransactionContext(),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.count)]));
}

/** Active subscribers of each user. */
export function createSubscriberCountLoader(em: EntityManager): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await countSubscriptions(em, 'publisher', ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Active users each user subscribes to. */
export function createSubscriptionCountLoader(em: EntityManager): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await countSubscriptions(em, 'subscriber', ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

export interface SubscriptionKey {
  subscriberId: number;
  publisherId: number;
}

/** Whether a subscriber follows a publisher, for many pairs in one query per batch. */
export function createSubscribedLoader(
  em: EntityManager,
): DataLoader<SubscriptionKey, boolean, string> {
  return new DataLoader(
    async (keys) => {
      const rows: { subscriber_id: number; publisher_id: number }[] = await em
        .getConnection()
        .execute(
          'select subscriber_id, publisher_id from subscriptions where subscriber_id in (?) and publisher_id in (?)',
          [
            [...new Set(keys.map((k) => k.subscriberId))],
            [...new Set(keys.map((k) => k.publisherId))],
          ],
          'all',
          em.getTransactionContext(),
        );
      const found = new Set(rows.map((r) => `${r.subscriber_id}:${r.publisher_id}`));
      return keys.map((k) => found.has(`${k.subscriberId}:${k.publisherId}`));
    },
    { cacheKeyFn: (k) => `${k.subscriberId}:${k.publisherId}` },
  );
}
