import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
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
import { webhookDisabledMail } from './webhook-disabled-mail';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookDeliveryStatus, WebhookEvent } from './webhook-events';
import { postWebhook, type AttemptResult } from './webhook-http';
import { bookData, issueData, issueLikedData, userData, type BookData } from './webhook-payloads';
import { isOpenDelivery } from './webhooks.policy';
import { commentCreatedContent } from '../comments/comment-webhook';
import {
  claimSlot,
  countFailure,
  lockEndpoint,
  openDeliveryCounts,
  recipientIds,
  releaseSlot,
  resetFailures,
} from './webhooks.queries';

export const WEBHOOK_EVENT_QUEUE = 'webhook-event';
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
/** The notice to an endpoint's owner that it was disabled after repeated failures. */
export const WEBHOOK_DISABLED_QUEUE = 'webhook-disabled';
export const WEBHOOK_QUEUES = [
  WEBHOOK_EVENT_QUEUE,
  WEBHOOK_DELIVERY_QUEUE,
  WEBHOOK_DISABLED_QUEUE,
] as const;

export const USER_AGENT = 'Panelhouse-Webhooks/1';

/** What a write reports; the fan-out job reads the rest. */
export type WebhookEmission =
  | { event: typeof WebhookEvent.ISSUE_PUBLISHED; creatorId: number; issueId: number }
  | { event: typeof WebhookEvent.BOOK_UPDATED; creatorId: number; bookId: number }
  /** The book is gone by the time the job runs: its fields travel with the job. */
  | { event: typeof WebhookEvent.BOOK_DELETED; creatorId: number; book: BookData }
  | { event: typeof WebhookEvent.SUBSCRIBER_ADDED; creatorId: number; subscriberId: number }
  /** Batched per issue and window by reactions/reactions.jobs.ts; `likes` are the window's new likes. */
  | {
      event: typeof WebhookEvent.ISSUE_LIKED;
      creatorId: number;
      issueId: number;
      likes: number;
      likeCount: number;
      windowStart: string;
      windowSeconds: number;
    }
  /** Reports on the creator's own work were resolved; `data` never names a reporter. */
  | {
      event: typeof WebhookEvent.REPORT_RESOLVED;
      creatorId: number;
      data: Record<string, unknown>;
    }
  | { event: typeof WebhookEvent.COMMENT_CREATED; creatorId: number; commentId: number };

export type WebhookEventJob = WebhookEmission & { eventId: string; occurredAt: string };

export interface WebhookDeliveryJob {
  deliveryId: string;
}

export interface WebhookDisabledJob {
  endpointId: number;
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
    case WebhookEvent.ISSUE_LIKED: {
      const issue = await em.findOne(Issue, { id: job.issueId }, { populate: ['book'] });
      if (!issue) return null;
      return {
        data: {
          ...issueLikedData(issue, {
            count: job.likes,
            total: job.likeCount,
            windowStart: job.windowStart,
            windowSeconds: job.windowSeconds,
          }),
          creator: userData(creator),
        },
        publicWork: isBookVisible({ removed: issue.book.removed, publisher: creator }),
      };
    }
    case WebhookEvent.REPORT_RESOLVED:
      // Only the creator's own endpoints hear about decisions on their works.
      return { data: { ...job.data, creator: userData(creator) }, publicWork: false };
    case WebhookEvent.COMMENT_CREATED:
      return commentCreatedContent(em, job.commentId, creator);
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
  deps: Pick<AppDeps, 'jobs' | 'pools'>,
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
  await queueDeliveryJobs(deps, em, deliveries);
  return deliveries;
}

/**
 * One job per delivery, in fair order: a delivery's priority is minus the number of open
 * deliveries its endpoint has ahead of it, so the queue serves every endpoint's first
 * delivery before anyone's second, and an endpoint with a backlog (a flood, or a slow
 * receiver whose deliveries wait for a slot) takes turns with the others instead of going
 * first. The deliveries must be flushed (they count themselves).
 */
async function queueDeliveryJobs(
  deps: Pick<AppDeps, 'jobs' | 'pools'>,
  em: EntityManager,
  deliveries: WebhookDelivery[],
  startAfterSeconds = 0,
): Promise<void> {
  const endpointIds = [...new Set(deliveries.map((d) => d.endpoint.id))];
  const open = await openDeliveryCounts(dbOf(em, deps), endpointIds);
  const inCall = new Map<number, number>();
  for (const d of deliveries) inCall.set(d.endpoint.id, (inCall.get(d.endpoint.id) ?? 0) + 1);
  const queued = new Map<number, number>();
  for (const delivery of deliveries) {
    const endpointId = delivery.endpoint.id;
    // Several deliveries to one endpoint in one call take consecutive places.
    const before = Math.max(0, (open.get(endpointId) ?? 0) - (inCall.get(endpointId) ?? 0));
    const ahead = before + (queued.get(endpointId) ?? 0);
    queued.set(endpointId, (queued.get(endpointId) ?? 0) + 1);
    await deps.jobs.send<WebhookDeliveryJob>(
      em,
      WEBHOOK_DELIVERY_QUEUE,
      { deliveryId: delivery.id },
      {
        priority: -Math.min(ahead, MAX_BACKLOG_PRIORITY),
        ...(startAfterSeconds > 0 ? { startAfterSeconds } : {}),
      },
    );
  }
}

/** pg-boss priorities are integers; beyond this backlog the order is oldest first again. */
const MAX_BACKLOG_PRIORITY = 1_000_000;

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
 * One attempt of one delivery. At most WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT attempts to one
 * endpoint run at once, across every process: an attempt first claims a slot (the
 * delivery's `inFlightUntil`, counted under the endpoint's row lock); a delivery that finds
 * every slot taken is queued again a moment later, which is not an attempt. Every outcome
 * is recorded on the row; a failure before the last attempt schedules the next one
 * (exponential backoff from WEBHOOK_RETRY_BASE_SECONDS) in the same transaction. Never
 * throws for the receiver's sake (pg-boss's own retries are for database trouble only).
 */
export async function deliverWebhook(deps: AppDeps, job: WebhookDeliveryJob): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const delivery = await em.findOne(
    WebhookDelivery,
    { id: job.deliveryId },
    { populate: ['endpoint', 'endpoint.user'] },
  );
  if (!delivery || !isOpenDelivery(delivery)) return;
  const endpoint = delivery.endpoint;
  if (!endpoint.active || !isActiveUser(endpoint.user)) {
    const disabled = { ok: false, statusCode: null, error: 'the webhook is disabled' };
    await recordAttempt(deps, em, delivery, disabled, { final: true, slot: false });
    return;
  }
  const holdSeconds = deps.config.webhookTimeoutMs / 1000 + LIMITS.webhook.slotGraceSeconds;
  const claimed = await em.transactional(async (tx) => {
    const db = dbOf(tx, deps);
    await lockEndpoint(db, endpoint.id);
    return claimSlot(
      db,
      endpoint.id,
      delivery.id,
      deps.config.webhookMaxInFlightPerEndpoint,
      holdSeconds,
    );
  });
  if (!claimed) {
    await queueDeliveryJobs(deps, em, [delivery], LIMITS.webhook.deferSeconds);
    return;
  }
  const result = await attempt(deps, delivery, endpoint.url, endpoint.secret);
  await recordAttempt(deps, em, delivery, result, { final: false, slot: true });
}

/**
 * Records an attempt and, in one transaction, frees its slot, schedules the retry, and
 * keeps the endpoint's count of failed deliveries in a row: a success sets it back to 0; at
 * WEBHOOK_DISABLE_AFTER_FAILURES the endpoint is disabled and its owner is mailed.
 */
async function recordAttempt(
  deps: AppDeps,
  em: EntityManager,
  delivery: WebhookDelivery,
  result: AttemptResult,
  options: { final: boolean; slot: boolean },
): Promise<void> {
  delivery.attempts += 1;
  delivery.lastStatusCode = result.statusCode;
  delivery.lastError = result.error?.slice(0, LIMITS.webhook.errorMax) ?? null;
  if (result.ok) {
    delivery.status = WebhookDeliveryStatus.SUCCEEDED;
    delivery.deliveredAt = new Date();
    delivery.nextAttemptAt = null;
  } else if (options.final || delivery.attempts >= LIMITS.webhook.maxAttempts) {
    delivery.status = WebhookDeliveryStatus.FAILED;
    delivery.nextAttemptAt = null;
  } else {
    const delay = deps.config.webhookRetryBaseSeconds * 2 ** (delivery.attempts - 1);
    delivery.status = WebhookDeliveryStatus.RETRYING;
    delivery.nextAttemptAt = new Date(Date.now() + delay * 1000);
  }
  const endpointId = delivery.endpoint.id;
  await em.transactional(async (tx) => {
    await tx.flush();
    const db = dbOf(tx, deps);
    if (options.slot) await releaseSlot(db, delivery.id);
    if (result.ok) await resetFailures(db, endpointId);
    // (`final`: refused because the endpoint is disabled, which says nothing about the receiver.)
    else if (delivery.status === WebhookDeliveryStatus.FAILED && !options.final) {
      const disableAfter = deps.config.webhookDisableAfterFailures;
      await lockEndpoint(db, endpointId);
      const reason = MESSAGES.webhookDisabledReason(disableAfter, delivery.lastError ?? '');
      if (await countFailure(db, endpointId, disableAfter, reason))
        await deps.jobs.send<WebhookDisabledJob>(tx, WEBHOOK_DISABLED_QUEUE, { endpointId });
    }
    if (delivery.status === WebhookDeliveryStatus.RETRYING) {
      const delay = Math.ceil((delivery.nextAttemptAt!.getTime() - Date.now()) / 1000);
      await queueDeliveryJobs(deps, tx, [delivery], Math.max(0, delay));
    }
  });
}

/** Mails the owner of an endpoint that was disabled (unless it is active again by now). */
export async function sendWebhookDisabledNotice(
  deps: AppDeps,
  job: WebhookDisabledJob,
): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const endpoint = await em.findOne(
    WebhookEndpoint,
    { id: job.endpointId },
    { populate: ['user'] },
  );
  if (!endpoint || endpoint.active || !isActiveUser(endpoint.user)) return;
  await deps.mailer.send(
    webhookDisabledMail({
      to: endpoint.user.email,
      webhook: {
        id: endpoint.id,
        url: endpoint.url,
        disabledReason: endpoint.disabledReason ?? null,
      },
    }),
  );
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
  // One pg-boss worker per concurrent delivery (each fetches one job at a time), so a slow
  // receiver holds at most its endpoint's slots while the other workers keep sending.
  for (let i = 0; i < deps.config.webhookConcurrency; i++)
    await deps.jobs.work<WebhookDeliveryJob>(WEBHOOK_DELIVERY_QUEUE, (job) =>
      deliverWebhook(deps, job),
    );
  await deps.jobs.work<WebhookDisabledJob>(WEBHOOK_DISABLED_QUEUE, (job) =>
    sendWebhookDisabledNotice(deps, job),
  );
}
