import crypto from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { dbOf } from '../../db/sql';
import { badInput, conflict, notFound } from '../../shared/app-error';
import {
  checkFirst,
  connectionOf,
  type CountedConnection,
  decodeCursorValue,
  encodeCursorValue,
} from '../../shared/paging';
import { User } from '../users/user.entity';
import { checkWebhookUrl } from './url-guard';
import { WebhookDelivery, type WebhookPayload } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { PING_EVENT, type WebhookEvent, type WebhookSource } from './webhook-events';
import { consumeManualDelivery } from './webhook-rate-limits';
import { enqueueDeliveries } from './webhooks.jobs';
import { canManageWebhook, OWN_WEBHOOK } from './webhooks.policy';
import { deliveriesCount, deliveriesPage, type DeliveryKey } from './webhooks.queries';

export interface WebhookInput {
  url: string;
  events: WebhookEvent[];
  source: WebhookSource;
  secret?: string | null;
}

export interface WebhookChange {
  url?: string | null;
  events?: WebhookEvent[] | null;
  source?: WebhookSource | null;
  active?: boolean | null;
  secret?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Webhooks of the signed-in user: registration (URL checked by the SSRF guard), the
 * delivery log, redelivery and ping. Only the owner sees a webhook; anyone else gets
 * NOT_FOUND. Deliveries themselves are sent by the jobs (webhooks.jobs.ts).
 */
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  list(viewer: User): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, OWN_WEBHOOK(viewer), {
      orderBy: { createdAt: 'asc', id: 'asc' },
    });
  }

  /** Registers an endpoint; the secret (generated unless given) is returned this once. */
  async create(
    viewer: User,
    input: WebhookInput,
  ): Promise<{ webhook: WebhookEndpoint; secret: string }> {
    const events = this.validEvents(input.events);
    const secret =
      input.secret === undefined || input.secret === null
        ? crypto.randomBytes(LIMITS.webhook.generatedSecretBytes).toString('hex')
        : this.validSecret(input.secret);
    const url = await this.validUrl(input.url);
    return this.em.transactional(async (em) => {
      // The user row lock serialises concurrent registrations for the limit check.
      await em.findOneOrFail(User, { id: viewer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if ((await em.count(WebhookEndpoint, OWN_WEBHOOK(viewer))) >= LIMITS.webhook.maxPerUser)
        throw conflict(MESSAGES.webhookTooMany(LIMITS.webhook.maxPerUser));
      const webhook = em.create(WebhookEndpoint, {
        user: viewer.id,
        url,
        secret,
        events,
        source: input.source,
        createdAt: new Date(),
      });
      await em.flush();
      return { webhook, secret };
    });
  }

  async update(viewer: User, id: number, change: WebhookChange): Promise<WebhookEndpoint> {
    const webhook = await this.own(id);
    if (!canManageWebhook(viewer, webhook)) throw notFound(MESSAGES.webhookNotFound);
    if (change.events !== undefined && change.events !== null)
      webhook.events = this.validEvents(change.events);
    if (change.secret !== undefined && change.secret !== null)
      webhook.secret = this.validSecret(change.secret);
    if (change.url !== undefined && change.url !== null)
      webhook.url = await this.validUrl(change.url);
    if (change.source) webhook.source = change.source;
    if (change.active !== undefined && change.active !== null && change.active !== webhook.active) {
      webhook.active = change.active;
      webhook.disabledAt = change.active ? null : new Date();
      // Re-enabled (or paused by hand): the automatic disabling's reason and count go.
      webhook.disabledReason = null;
      webhook.consecutiveFailures = 0;
    }
    await this.em.flush();
    return webhook;
  }

  /** Deletes the endpoint and its delivery log (cascade); its queued jobs find nothing. */
  async delete(viewer: User, id: number): Promise<number> {
    const webhook = await this.own(id);
    if (!canManageWebhook(viewer, webhook)) throw notFound(MESSAGES.webhookNotFound);
    await this.em.nativeDelete(WebhookEndpoint, { id: webhook.id });
    return webhook.id;
  }

  /** One page of the delivery log, newest first (keyset on createdAt, id). */
  async deliveries(
    viewer: User,
    webhookId: number,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<CountedConnection<WebhookDelivery>> {
    const limit = checkFirst(first, DELIVERIES_FIRST, MESSAGES.invalidLimit);
    // The log's cursor is its own (created at, id) key, not a typed list cursor.
    const key = after
      ? decodeCursorValue(after, parseDeliveryKey, MESSAGES.webhookCursorInvalid)
      : null;
    const webhook = await this.own(webhookId);
    if (!canManageWebhook(viewer, webhook)) throw notFound(MESSAGES.webhookNotFound);
    const db = dbOf(this.em, this.deps);
    const [fetched, total] = await Promise.all([
      deliveriesPage(db, webhook.id, key, limit + 1),
      deliveriesCount(db, webhook.id),
    ]);
    return connectionOf(
      fetched,
      limit,
      Boolean(after),
      (d) => encodeCursorValue([new Date(d.createdAt).toISOString(), d.id]),
      (d) => d,
      total,
    ) as CountedConnection<WebhookDelivery>;
  }

  /** Sends a delivery's payload again, as a new delivery that names the original. */
  async redeliver(viewer: User, deliveryId: string): Promise<WebhookDelivery> {
    const original = UUID.test(deliveryId)
      ? await this.em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['endpoint'] })
      : null;
    if (!original || !canManageWebhook(viewer, original.endpoint))
      throw notFound(MESSAGES.webhookDeliveryNotFound);
    await consumeManualDelivery(this.deps, 'redeliver', original.endpoint.id);
    const [delivery] = await this.em.transactional((em) =>
      enqueueDeliveries(this.deps, em, [
        {
          endpointId: original.endpoint.id,
          event: original.event,
          payload: original.payload,
          redeliveryOf: original.id,
        },
      ]),
    );
    return delivery;
  }

  /** Queues a `ping` delivery (to test an endpoint). */
  async ping(viewer: User, id: number): Promise<WebhookDelivery> {
    const webhook = await this.own(id);
    if (!canManageWebhook(viewer, webhook)) throw notFound(MESSAGES.webhookNotFound);
    await consumeManualDelivery(this.deps, 'ping', webhook.id);
    const payload: WebhookPayload = {
      id: crypto.randomUUID(),
      event: PING_EVENT,
      createdAt: new Date().toISOString(),
      data: { webhook: { id: webhook.id, events: webhook.events, source: webhook.source } },
    };
    const [delivery] = await this.em.transactional((em) =>
      enqueueDeliveries(this.deps, em, [{ endpointId: webhook.id, event: PING_EVENT, payload }]),
    );
    return delivery;
  }

  /** The endpoint, or NOT_FOUND (the caller checks ownership with the policy). */
  private async own(id: number): Promise<WebhookEndpoint> {
    const webhook = Number.isInteger(id) ? await this.em.findOne(WebhookEndpoint, { id }) : null;
    if (!webhook) throw notFound(MESSAGES.webhookNotFound);
    return webhook;
  }

  private validEvents(events: WebhookEvent[]): WebhookEvent[] {
    const unique = [...new Set(events)];
    if (unique.length === 0) throw badInput(MESSAGES.webhookEventsRequired, 'events');
    return unique;
  }

  private validSecret(secret: string): string {
    const { secretMin, secretMax } = LIMITS.webhook;
    if (secret.length < secretMin || secret.length > secretMax)
      throw badInput(MESSAGES.webhookSecretLength(secretMin, secretMax), 'secret');
    return secret;
  }

  private async validUrl(url: string): Promise<string> {
    const checked = await checkWebhookUrl(url, {
      allowPrivate: this.deps.config.webhooksAllowPrivateUrls,
    });
    return checked.url.toString();
  }
}

const DELIVERIES_FIRST = { max: LIMITS.listMaxLimit, default: LIMITS.webhook.deliveriesPageSize };

function parseDeliveryKey(value: unknown): DeliveryKey | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
  const createdAt = new Date(at);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}
