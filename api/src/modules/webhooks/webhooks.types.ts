import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookDeliveryStatus, WebhookEvent, WebhookSource } from './webhook-events';
import { PageInfo } from '../../graphql/connections';

@ObjectType('Webhook', { description: 'A URL that receives signed event deliveries.' })
export class WebhookType {
  @Field(() => Int, { description: 'Unique id of the webhook.' })
  id!: number;

  @Field(() => String, { description: 'The receiving URL (https; see the API guide).' })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'The events delivered to this URL.' })
  events!: WebhookEvent[];

  @Field(() => WebhookSource, { description: 'Whose activity this webhook hears about.' })
  source!: WebhookSource;

  @Field(() => Boolean, {
    description:
      'False while paused by you or disabled after repeated failures (disabledReason): deliveries fail without a request. updateWebhook with active: true enables it again.',
  })
  active!: boolean;

  @Field(() => Date, { description: 'When the webhook was registered.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last paused or disabled.' })
  disabledAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why it was disabled automatically (deliveries failed too many times in a row); null while active or when you paused it.',
  })
  disabledReason!: string | null;
}

export const presentWebhook = (w: WebhookEndpoint): WebhookType => ({
  id: w.id,
  url: w.url,
  events: w.events,
  source: w.source,
  active: w.active,
  createdAt: w.createdAt,
  disabledAt: w.disabledAt ?? null,
  disabledReason: w.disabledReason ?? null,
});

@ObjectType({ description: 'A new webhook and its signing secret (shown only here).' })
export class CreateWebhookPayload {
  @Field(() => WebhookType, { description: 'The registered webhook.' })
  webhook!: WebhookType;

  @Field(() => String, {
    description: 'The HMAC-SHA256 signing secret. It is not shown again; keep it safe.',
  })
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to one webhook.' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'Sent as the x-panelhouse-delivery header.' })
  id!: string;

  @Field(() => Int, { description: 'The webhook it goes to.' })
  webhookId!: number;

  @Field(() => String, { description: 'The event name: issue.published, …, or ping.' })
  event!: string;

  @Field(() => String, { description: 'The JSON body sent: { id, event, createdAt, data }.' })
  payload!: string;

  @Field(() => WebhookDeliveryStatus, { description: 'Where the delivery stands.' })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The receiver's last HTTP status." })
  lastStatusCode!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Field(() => Date, { description: 'When the delivery was queued.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a receiver accepted it (2xx).' })
  deliveredAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (RETRYING).' })
  nextAttemptAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The delivery this one re-sends.' })
  redeliveryOf!: string | null;
}

const asDate = (d: Date | string | null | undefined): Date | null => (d ? new Date(d) : null);

export const presentDelivery = (d: WebhookDelivery): WebhookDeliveryType => ({
  id: d.id,
  webhookId: d.endpoint.id,
  event: d.event,
  payload: JSON.stringify(d.payload),
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode ?? null,
  lastError: d.lastError ?? null,
  createdAt: asDate(d.createdAt)!,
  deliveredAt: asDate(d.deliveredAt),
  nextAttemptAt: asDate(d.nextAttemptAt),
  redeliveryOf: d.redeliveryOf ?? null,
});

@ObjectType({ description: 'A delivery with its cursor.' })
export class WebhookDeliveryEdge {
  @Field(() => String, { description: 'Pass as `after` to list the deliveries after this one.' })
  cursor!: string;

  @Field(() => WebhookDeliveryType, { description: 'The delivery.' })
  node!: WebhookDeliveryType;
}

@ObjectType({ description: 'A page of a delivery log, newest first.' })
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDeliveryType], { description: 'The deliveries of this page.' })
  nodes!: WebhookDeliveryType[];

  @Field(() => [WebhookDeliveryEdge], { description: 'The deliveries of this page with cursors.' })
  edges!: WebhookDeliveryEdge[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Deliveries of this webhook across all pages.' })
  totalCount!: number;
}

@InputType({ description: 'A new webhook.' })
export class CreateWebhookInput {
  @Field(() => String, {
    description: 'https URL on a public address, at most 2000 characters.',
  })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'At least one event.' })
  events!: WebhookEvent[];

  @Field(() => WebhookSource, { description: 'Whose activity the webhook hears about.' })
  source!: WebhookSource;

  @Field(() => String, {
    nullable: true,
    description: 'Your own signing secret (16-200 characters); generated when omitted.',
  })
  secret?: string | null;
}

@InputType({ description: 'Changes to a webhook; omitted fields stay.' })
export class UpdateWebhookInput {
  @Field(() => String, { nullable: true, description: 'A new URL (checked as on create).' })
  url?: string | null;

  @Field(() => [WebhookEvent], { nullable: true, description: 'The new set of events.' })
  events?: WebhookEvent[] | null;

  @Field(() => WebhookSource, { nullable: true, description: 'A new source.' })
  source?: WebhookSource | null;

  @Field(() => Boolean, { nullable: true, description: 'False pauses the webhook.' })
  active?: boolean | null;

  @Field(() => String, { nullable: true, description: 'A new signing secret (16-200 characters).' })
  secret?: string | null;
}
