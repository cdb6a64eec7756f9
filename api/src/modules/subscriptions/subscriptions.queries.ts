import { type Db, rows, statement } from '../../db/sql';
import { listedSubscriptionSql } from './subscriptions.policy';

/** Which side of a subscription a user is counted on. */
export type SubscriptionSide = 'publisher' | 'subscriber';

/**
 * Rows `{ id, count }` (count as text): subscriptions per user on one side, counting only
 * pairs where both accounts are active. On MikroORM's pool, as they always ran.
 */
const countBy = (column: 'publisher_id' | 'subscriber_id') =>
  statement(
    `select s.${column} as id, count(*) as count from subscriptions s
       join users p on p.id = s.publisher_id
       join users u on u.id = s.subscriber_id
      where s.${column} = any($1::int[]) and ${listedSubscriptionSql('p', 'u')} group by s.${column}`,
    { pool: 'orm' },
  );

/** Reads of subscriptions that are not a plain `em.find`. */
export const subscriptionsQueries = {
  /** Active subscribers of each publisher: rows `{ id, count }`. */
  subscriberCounts: countBy('publisher_id'),
  /** Active publishers each subscriber follows: rows `{ id, count }`. */
  subscriptionCounts: countBy('subscriber_id'),
  /** Rows `{ subscriber_id, publisher_id }`: the subscriptions among every pair of the given users. */
  amongPairs: statement(
    'select subscriber_id, publisher_id from subscriptions where subscriber_id = any($1::int[]) and publisher_id = any($2::int[])',
    { pool: 'orm' },
  ),
};

/**
 * Counts of subscriptions per user on one side (`publisher`: their subscribers), counting
 * only pairs where both accounts are active (deactivated users are hidden everywhere). One
 * statement for many users; users without any are left out.
 */
export async function countSubscriptions(
  db: Db,
  side: SubscriptionSide,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const st =
    side === 'publisher'
      ? subscriptionsQueries.subscriberCounts
      : subscriptionsQueries.subscriptionCounts;
  const found = await rows<{ id: number; count: string }>(db, st, [[...userIds]]);
  return new Map(found.map((r) => [Number(r.id), Number(r.count)]));
}

/** The subscriptions among every pair of the given subscribers and publishers. */
export function subscriptionsAmong(
  db: Db,
  subscriberIds: readonly number[],
  publisherIds: readonly number[],
): Promise<{ subscriber_id: number; publisher_id: number }[]> {
  return rows(db, subscriptionsQueries.amongPairs, [[...subscriberIds], [...publisherIds]]);
}
