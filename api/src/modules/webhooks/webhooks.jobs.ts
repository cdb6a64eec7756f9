import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { dbOf } from '../../db/sql';
import type { JobQueue } from '../../jobs/job-queue';
import { Book } from '../books/book.entity';
import { isBookVisible } from '../books/books.policy';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';
import { isActiveUser } from '../users/users.policy';
import { signWebhook } from './signature';
import { checkWebhookUrl } from './url-guard';
import { WebhookDelivery, type WebhookPayload } from './webhook-delivery.entity';
import { WebhookDeliveryStatus, WebhookEvent } from './webhook-events';
import { postWebhook, type AttemptResult } from './webhook-http';
import { bookData, issueData, userData, type BookData } from './webhook-payloads';
import { recipientIds } from './webhooks.queries';

export const WEBHOOK_EVENT_QUEUE = 'webhook-event';
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
export const WEBHOOK_QUEUES = [WEBHOOK_EVENT_QUEUE, WEBHOOK_DELIVERY_QUEUE] as const;

export const USER_AGENT = 'Panelhouse-Webhooks/1';

/** What a write reports; the fan-out job reads the rest. */
export type WebhookEmission =
  | { event: WebhookEvent.ISSUE_PUBLISHED; creatorId: number; issueId: number }
  | { event: WebhookEvent.BOOK_UPDATED; creatorId: number; bookId: number }
  /** The book is gone by the time the job runs: its fields travel with the job. */
  | { event: WebhookEvent.BOOK_DELETED; creatorId: number; book: BookData }
  | { event: WebhookEvent.SUBSCRIBER_ADDED; creatorId: number; subscriberId: number };

export type WebhookEventJob = WebhookEmission & { eventId: string; occurredAt: string };

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/**
 * Call inside the transaction of the change: one job, so the write path stays one insert;
 * the job (and with it every delivery) exists if and only if the change commits.
 */
export async function emitWebhookEvent(
  deps: { jobs: JobQueue },
  em: EntityManager,
  emission: WebhookEmission,
): Promise<void> {
  await deps.jobs.send<WebhookEventJob>(em, WEBHOOK_EVENT_QUEUE, {
    ...emission,
    eventId: crypto.randomUUID(),
    occurredAt: new Date().toISOString(),
  });
}

interface EventContent {
  data: Record<string, unknown>;
  /** False for a hidden work: only its creator's own endpoints hear about it. */
  publicWork: boolean;
}

/** The event's data as of now, or null when its subject is gone (nothing to tell). */
async function eventContent(em: EntityManager, job: WebhookEventJob): Promise<EventContent | null> {
  const creator = await em.findOne(User, { id: job.creatorId });
  if (!creator) return null;
  switch (job.event) {
    case WebhookEvent.ISSUE_PUBLISHED: {
      const issue = await em.findOne(Issue, { id: job.issueId }, { populate: ['book'] });
      if (!issue) return null;
      return {
        data: { issue: issueData(issue), book: bookData(issue.book), creator: userData(creator) },
        publicWork: isBookVisible({ removed: issue.book.removed, publisher: creator }),
      };
    }
    case WebhookEvent.BOOK_UPDATED: {
      const book = await em.findOne(Book, { id: job.bookId });
      if (!book) return null;
      return {
        data: { book: bookData(book), creator: userData(creator) },
        publicWork: isBookVisible({ removed: book.removed, publisher: creator }),
      };
    }
    case WebhookEvent.BOOK_DELETED:
      return {
        data: { book: job.book, creator: userData(creator) },
        publicWork: isBookVisible({ removed: job.book.removed, publisher: creator }),
      };
    case WebhookEvent.SUBSCRIBER_ADDED: {
      const subscriber = await em.findOne(User, { id: job.subscriberId });
      if (!subscriber || !isActiveUser(subscriber)) return null;
      return {
        data: { subscriber: userData(subscriber), creator: userData(creator) },
        publicWork: true,
      };
    }
    default:
      return null;
  }
}

/**
 * Fan-out: one delivery row and one delivery job per receiving endpoint, in one
 * transaction (a failed fan-out is retried whole, never half-done).
 */
export async function fanOutWebhookEvent(deps: AppDeps, job: WebhookEventJob): Promise<void> {
  await (deps.orm.em.fork() as EntityManager).transactional(async (em) => {
    const content = await eventContent(em, job);
    if (!content) return;
    const ids = await recipientIds(dbOf(em, deps), {
      event: job.event,
      creatorId: job.creatorId,
      publicWork: content.publicWork,
    });
    if (ids.length === 0) return;
    const payload: WebhookPayload = {
      id: job.eventId,
      event: job.event,
      createdAt: job.occurredAt,
      data: content.data,
    };
    await enqueueDeliveries(
      deps,
      em,
      ids.map((endpointId) => ({ endpointId, event: job.event, payload })),
    );
  });
}

/** Writes PENDING deliveries and their jobs with `em` (inside the caller's transaction). */
export async function enqueueDeliveries(
  deps: Pick<AppDeps, 'jobs'>,
  em: EntityManager,
  items: { endpointId: number; event: string; payload: WebhookPayload; redeliveryOf?: string }[],
): Promise<WebhookDelivery[]> {
  const now = new Date();
  const deliveries = items.map((item) =>
    em.create(WebhookDelivery, {
      id: crypto.randomUUID(),
      endpoint: item.endpointId,
      event: item.event,
      payload: item.payload,
      redeliveryOf: item.redeliveryOf ?? null,
      createdAt: now,
    }),
  );
  await em.flush();
  for (const delivery of deliveries)
    await deps.jobs.send<WebhookDeliveryJob>(em, WEBHOOK_DELIVERY_QUEUE, {
      deliveryId: delivery.id,
    });
  return deliveries;
}

/** The headers of one attempt (signed now: a retry carries a fresh timestamp). */
export function deliveryHeaders(
  delivery: Pick<WebhookDelivery, 'id' | 'event'>,
  secret: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-panelhouse-event': delivery.event,
    'x-panelhouse-delivery': delivery.id,
    'x-panelhouse-timestamp': String(timestamp),
    'x-panelhouse-signature': signWebhook({ secret, body, timestamp }),
  };
}

/**
 * One attempt of one delivery. Every outcome is recorded on the row; a failure before the
 * last attempt schedules the next one (exponential backoff from
 * WEBHOOK_RETRY_BASE_SECONDS) in the same transaction. Never throws for the receiver's
 * sake (pg-boss's own retries are for database trouble only).
 */
export async function deliverWebhook(deps: AppDeps, job: WebhookDeliveryJob): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const delivery = await em.findOne(
    WebhookDelivery,
    { id: job.deliveryId },
    { populate: ['endpoint', 'endpoint.user'] },
  );
  if (
    !delivery ||
    delivery.status === WebhookDeliveryStatus.SUCCEEDED ||
    delivery.status === WebhookDeliveryStatus.FAILED
  )
    return;
  const endpoint = delivery.endpoint;
  let result: AttemptResult;
  let final = false;
  if (!endpoint.active || !isActiveUser(endpoint.user)) {
    result = { ok: false, statusCode: null, error: 'the webhook is disabled' };
    final = true;
  } else {
    result = await attempt(deps, delivery, endpoint.url, endpoint.secret);
  }
  delivery.attempts += 1;
  delivery.lastStatusCode = result.statusCode;
  delivery.lastError = result.error?.slice(0, LIMITS.webhook.errorMax) ?? null;
  if (result.ok) {
    delivery.status = WebhookDeliveryStatus.SUCCEEDED;
    delivery.deliveredAt = new Date();
    delivery.nextAttemptAt = null;
  } else if (final || delivery.attempts >= LIMITS.webhook.maxAttempts) {
    delivery.status = WebhookDeliveryStatus.FAILED;
    delivery.nextAttemptAt = null;
  } else {
    const delay = deps.config.webhookRetryBaseSeconds * 2 ** (delivery.attempts - 1);
    delivery.status = WebhookDeliveryStatus.RETRYING;
    delivery.nextAttemptAt = new Date(Date.now() + delay * 1000);
  }
  await em.transactional(async (tx) => {
    await tx.flush();
    if (delivery.status === WebhookDeliveryStatus.RETRYING) {
      const delay = Math.ceil((delivery.nextAttemptAt!.getTime() - Date.now()) / 1000);
      await deps.jobs.send<WebhookDeliveryJob>(
        tx,
        WEBHOOK_DELIVERY_QUEUE,
        { deliveryId: delivery.id },
        delay > 0 ? { startAfterSeconds: delay } : {},
      );
    }
  });
}

async function attempt(
  deps: AppDeps,
  delivery: WebhookDelivery,
  url: string,
  secret: string,
): Promise<AttemptResult> {
  let checked;
  try {
    // Again at delivery time: the host may resolve elsewhere now than when it was registered.
    checked = await checkWebhookUrl(url, { allowPrivate: deps.config.webhooksAllowPrivateUrls });
  } catch (error) {
    return { ok: false, statusCode: null, error: (error as Error).message };
  }
  const body = JSON.stringify(delivery.payload);
  return postWebhook({
    url: checked.url,
    address: checked.address,
    headers: deliveryHeaders(delivery, secret, body),
    body,
    timeoutMs: deps.config.webhookTimeoutMs,
  });
}

export async function registerWebhookJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<WebhookEventJob>(WEBHOOK_EVENT_QUEUE, (job) =>
    fanOutWebhookEvent(deps, job),
  );
  await deps.jobs.work<WebhookDeliveryJob>(WEBHOOK_DELIVERY_QUEUE, (job) =>
    deliverWebhook(deps, job),
  );
}
