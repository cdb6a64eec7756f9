import { columnsOf, rows, statement, views, type Db } from '../../db/sql';
import { WebhookDelivery } from './webhook-delivery.entity';
import { followersHear, receivesEventSql, type EventScope } from './webhooks.policy';

/** Reads of webhooks that are not a plain `em.find`. On MikroORM's pool (jobs and writes). */
export const webhooksQueries = {
  /** Rows `{ id }`: the endpoints that receive an event (webhooks.policy receivesEvent). */
  recipients: statement(
    `select e.id from webhook_endpoints e join users u on u.id = e.user_id
      where ${receivesEventSql('e', 'u', '$1', '$2::int', '$3::boolean')}
      order by e.id`,
    { pool: 'orm' },
  ),
  /** Views: one page of an endpoint's deliveries, newest first, after the keyset ($2, $3). */
  deliveriesPage: statement(
    `select ${columnsOf(WebhookDelivery, 'd')} from webhook_deliveries d
      where d.endpoint_id = $1
        and ($2::timestamptz is null or (d.created_at, d.id) < ($2::timestamptz, $3::uuid))
      order by d.created_at desc, d.id desc limit $4`,
    { pool: 'orm' },
  ),
  /** Rows `{ count }`: deliveries of an endpoint. */
  deliveriesCount: statement(
    'select count(*) as count from webhook_deliveries where endpoint_id = $1',
    { pool: 'orm' },
  ),
};

export async function recipientIds(db: Db, scope: EventScope): Promise<number[]> {
  const found = await rows<{ id: number }>(db, webhooksQueries.recipients, [
    scope.event,
    scope.creatorId,
    followersHear(scope),
  ]);
  return found.map((r) => Number(r.id));
}

export interface DeliveryKey {
  createdAt: Date;
  id: string;
}

/** `limit` deliveries of an endpoint after `after` (exclusive), newest first. */
export function deliveriesPage(
  db: Db,
  endpointId: number,
  after: DeliveryKey | null,
  limit: number,
): Promise<WebhookDelivery[]> {
  return views<WebhookDelivery>(db, WebhookDelivery, webhooksQueries.deliveriesPage, [
    endpointId,
    after ? after.createdAt.toISOString() : null,
    after ? after.id : null,
    limit,
  ]);
}

export async function deliveriesCount(db: Db, endpointId: number): Promise<number> {
  const [row] = await rows<{ count: string }>(db, webhooksQueries.deliveriesCount, [endpointId]);
  return Number(row?.count ?? 0);
}
