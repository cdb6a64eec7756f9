import { columnsOf, type Db, rows, type Statement, statement, toView } from '../../db/sql';
import { fromMicros, micros, sliceValues } from '../../shared/keyset-sql';
import type { KeyedRow, ListSlice } from '../../shared/paging';
import { User, type UserView } from '../users/user.entity';
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

/**
 * One side of a user's listed subscriptions, oldest first (created asc, id asc), by keyset
 * and/or offset: `$1` the user on `side`, `$2`/`$3` the subscription's (microseconds, id) to
 * start after or null, `$4` limit, `$5` offset. Rows of `columnsOf(User)` of the other side
 * plus the subscription's `created_us` and `subscription_id`, run as views.
 */
const listBy = (side: SubscriptionSide) => {
  const [mine, theirs] =
    side === 'publisher' ? ['publisher_id', 'subscriber_id'] : ['subscriber_id', 'publisher_id'];
  return statement(
    `select ${columnsOf(User, 'o')}, ${micros('s.date_created')} as created_us, s.id as subscription_id
       from subscriptions s join users p on p.id = s.publisher_id
       join users u on u.id = s.subscriber_id join users o on o.id = s.${theirs}
      where s.${mine} = $1 and ${listedSubscriptionSql('p', 'u')}
        and ($2::bigint is null or (s.date_created, s.id) > (${fromMicros('$2')}, $3::int))
      order by s.date_created, s.id limit $4 offset $5`,
  );
};

/** Reads of subscriptions that are not a plain `em.find`. */
export const subscriptionsQueries = {
  /** Active subscribers of each publisher: rows `{ id, count }`. */
  subscriberCounts: countBy('publisher_id'),
  /** Active publishers each subscriber follows: rows `{ id, count }`. */
  subscriptionCounts: countBy('subscriber_id'),
  /** A publisher's subscribers, oldest subscription first (see `listBy`). */
  subscribersOf: listBy('publisher'),
  /** The publishers a subscriber follows, oldest subscription first (see `listBy`). */
  subscriptionsOf: listBy('subscriber'),
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

/**
 * A slice of one side of a user's listed subscriptions, oldest first (`publisher`: their
 * subscribers): the other side's users as views, keyed by the subscription.
 */
export async function subscribedUsersPage(
  db: Db,
  side: SubscriptionSide,
  userId: number,
  slice: ListSlice,
): Promise<KeyedRow<UserView>[]> {
  const st: Statement =
    side === 'publisher'
      ? subscriptionsQueries.subscribersOf
      : subscriptionsQueries.subscriptionsOf;
  const found = await rows<
    Record<string, unknown> & { created_us: string; subscription_id: number }
  >(db, st, [userId, ...sliceValues(slice)]);
  return found.map((row) => ({
    node: toView<UserView>(db, User, row),
    createdMicros: Number(row.created_us),
    id: Number(row.subscription_id),
  }));
}
