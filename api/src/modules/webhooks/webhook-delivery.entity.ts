import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { WebhookDeliveryStatus } from './webhook-events';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** The JSON body of a delivery: `{ id, event, createdAt, data }`. */
export interface WebhookPayload {
  /** The event's id: the same for every endpoint (and every redelivery) of one event. */
  id: string;
  event: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/** One event sent (or to be sent) to one endpoint, with the outcome of its last attempt. */
@Entity({ tableName: 'webhook_deliveries' })
// The delivery log: newest first per endpoint (keyset on created_at, id).
@Index({ name: 'webhook_deliveries_log_index', properties: ['endpoint', 'createdAt', 'id'] })
// Deliveries still to send, per endpoint: the in-flight cap and the queue's fair order count them.
@Index({
  name: 'webhook_deliveries_open_index',
  expression: `create index "webhook_deliveries_open_index" on "webhook_deliveries" ("endpoint_id") where "status" in ('PENDING', 'RETRYING')`,
})
export class WebhookDelivery {
  [OptionalProps]?:
    | 'status'
    | 'attempts'
    | 'createdAt'
    | 'lastStatusCode'
    | 'lastError'
    | 'deliveredAt'
    | 'nextAttemptAt'
    | 'redeliveryOf'
    | 'inFlightUntil';

  /** Sent as `x-panelhouse-delivery`. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Property({ type: 'text' })
  event!: string;

  @Property({ type: 'json' })
  payload!: WebhookPayload;

  @Enum({ items: () => WebhookDeliveryStatus, default: WebhookDeliveryStatus.PENDING })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Property({ type: 'smallint', nullable: true })
  lastStatusCode?: number | null = null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null = null;

  /** Millisecond precision, so a keyset cursor made from it in JS matches the row exactly. */
  @Property({ type: 'Date', length: 3, defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', length: 3, nullable: true })
  deliveredAt?: Date | null = null;

  @Property({ type: 'Date', length: 3, nullable: true })
  nextAttemptAt?: Date | null = null;

  /** The delivery this one re-sends (redeliverWebhook). */
  @Property({ type: 'uuid', nullable: true })
  redeliveryOf?: string | null = null;

  /**
   * Set while an attempt holds one of its endpoint's in-flight slots; the attempt's timeout
   * plus a grace period, so a slot held by a crashed worker frees itself.
   */
  @Property({ type: 'Date', length: 3, nullable: true })
  inFlightUntil?: Date | null = null;
}
