import { columnsOf, exec, rows, statement, views, type Db } from '../../db/sql';
import { WebhookDelivery } from './webhook-delivery.entity';
import {
  followersHear,
  OPEN_DELIVERY_SQL,
  receivesEventSql,
  type EventScope,
} from './webhooks.policy';

/**
 * Reads of webhooks that are not a plain `em.find`, and the few writes that must be one
 * statement to be right across processes (slots, failure counts). On MikroORM's pool
 * (jobs and writes).
 */
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
  /** Rows `{ endpoint_id, open }`: deliveries still to send (PENDING, RETRYING) per endpoint in $1. */
  openCounts: statement(
    `select d.endpoint_id, count(*)::int as open from webhook_deliveries d
      where d.endpoint_id = any($1::int[]) and ${OPEN_DELIVERY_SQL('d')}
      group by d.endpoint_id`,
    { pool: 'orm' },
  ),
  /**
   * Locks endpoint $1's row for the rest of the transaction: the slot claims and failure
   * counts of one endpoint run one after the other, each statement after it seeing the
   * previous one's commit.
   */
  lockEndpoint: statement('select id from webhook_endpoints where id = $1 for update', {
    pool: 'orm',
  }),
  /**
   * Rows `{ id }`: claims one of endpoint $1's $3 in-flight slots for delivery $2 until
   * now + $4 seconds; no row when every slot is taken (or the delivery holds one already).
   * Run after lockEndpoint in the same transaction, so concurrent claims, from any process,
   * count one after the other.
   */
  claimSlot: statement(
    `update webhook_deliveries d set in_flight_until = now() + make_interval(secs => $4::int)
      where d.id = $2::uuid and d.endpoint_id = $1
        and (d.in_flight_until is null or d.in_flight_until <= now())
        and (select count(*) from webhook_deliveries o
              where o.endpoint_id = $1 and ${OPEN_DELIVERY_SQL('o')}
                and o.in_flight_until > now()) < $3::int
      returning d.id`,
    { pool: 'orm' },
  ),
  /** Frees delivery $1's slot (in the transaction that records the attempt). */
  releaseSlot: statement(
    'update webhook_deliveries set in_flight_until = null where id = $1::uuid',
    { pool: 'orm' },
  ),
  /**
   * Rows `{ disabled }`: counts a FAILED delivery of endpoint $1; at $2 in a row the endpoint
   * is disabled with reason $3. `disabled` is true only for the call that disabled it (run
   * after lockEndpoint, so exactly one), which then tells the owner.
   */
  countFailure: statement(
    `with old as (select id, active from webhook_endpoints where id = $1)
     update webhook_endpoints e set
        consecutive_failures = e.consecutive_failures + 1,
        active = e.active and e.consecutive_failures + 1 < $2::int,
        disabled_at = case when e.active and e.consecutive_failures + 1 >= $2::int then now() else e.disabled_at end,
        disabled_reason = case when e.active and e.consecutive_failures + 1 >= $2::int then $3 else e.disabled_reason end
      from old where e.id = old.id
      returning (old.active and not e.active) as disabled`,
    { pool: 'orm' },
  ),
  /** A delivered delivery: endpoint $1's failures in a row start again at 0. */
  resetFailures: statement(
    'update webhook_endpoints set consecutive_failures = 0 where id = $1 and consecutive_failures <> 0',
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

/** Open deliveries per endpoint (0 for those without any). */
export async function openDeliveryCounts(
  db: Db,
  endpointIds: number[],
): Promise<Map<number, number>> {
  const found = await rows<{ endpoint_id: number; open: number }>(db, webhooksQueries.openCounts, [
    endpointIds,
  ]);
  return new Map(found.map((r) => [Number(r.endpoint_id), Number(r.open)]));
}

/** True when delivery `deliveryId` now holds one of its endpoint's `max` slots. */
export async function claimSlot(
  db: Db,
  endpointId: number,
  deliveryId: string,
  max: number,
  holdSeconds: number,
): Promise<boolean> {
  const found = await rows(db, webhooksQueries.claimSlot, [
    endpointId,
    deliveryId,
    max,
    Math.ceil(holdSeconds),
  ]);
  return found.length > 0;
}

export const lockEndpoint = (db: Db, endpointId: number) =>
  exec(db, webhooksQueries.lockEndpoint, [endpointId]);

export const releaseSlot = (db: Db, deliveryId: string) =>
  exec(db, webhooksQueries.releaseSlot, [deliveryId]);

/** Counts a failed delivery; true when this call disabled the endpoint. */
export async function countFailure(
  db: Db,
  endpointId: number,
  disableAfter: number,
  reason: string,
): Promise<boolean> {
  const [row] = await rows<{ disabled: boolean }>(db, webhooksQueries.countFailure, [
    endpointId,
    disableAfter,
    reason,
  ]);
  return Boolean(row?.disabled);
}

export const resetFailures = (db: Db, endpointId: number) =>
  exec(db, webhooksQueries.resetFailures, [endpointId]);
