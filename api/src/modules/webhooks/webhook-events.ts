import { registerEnumType } from 'type-graphql';
import {
  enumOf,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_SOURCES,
} from '../../config/vocabulary';

/** Events a webhook can subscribe to; the values are the wire names (`x-panelhouse-event`). */
export const WebhookEvent = enumOf(WEBHOOK_EVENTS);
export type WebhookEvent = (typeof WebhookEvent)[keyof typeof WebhookEvent];

/** Sent by `pingWebhook` only; no endpoint subscribes to it. */
export const PING_EVENT = 'ping';

/** Whose activity an endpoint hears about: the owner's own works, or the creators they follow. */
export const WebhookSource = enumOf(WEBHOOK_SOURCES);
export type WebhookSource = (typeof WebhookSource)[keyof typeof WebhookSource];

export const WebhookDeliveryStatus = enumOf(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus =
  (typeof WebhookDeliveryStatus)[keyof typeof WebhookDeliveryStatus];

/** Events followers hear about (FOLLOWED_CREATORS); subscriber.added goes to the creator only. */
export const FOLLOWER_EVENTS: readonly WebhookEvent[] = [
  WebhookEvent.ISSUE_PUBLISHED,
  WebhookEvent.BOOK_UPDATED,
  WebhookEvent.BOOK_DELETED,
];

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: 'An event a webhook subscribes to (sent as x-panelhouse-event: issue.published …).',
  valuesConfig: {
    ISSUE_PUBLISHED: { description: 'issue.published: a new issue (a new book with issue 1 too).' },
    BOOK_UPDATED: { description: 'book.updated: details or cover of a book changed.' },
    BOOK_DELETED: { description: 'book.deleted: a book and its issues were deleted.' },
    SUBSCRIBER_ADDED: { description: 'subscriber.added: somebody subscribed to the owner.' },
    ISSUE_LIKED: {
      description:
        "issue.liked: readers liked one of the owner's issues (at most one delivery per issue and minute, with the number of new likes).",
    },
    REPORT_RESOLVED: {
      description:
        "report.resolved: a moderator resolved reports on one of the owner's works (never says who reported).",
    },
    COMMENT_CREATED: {
      description: "comment.created: a comment or reply on one of the owner's works.",
    },
  },
});
registerEnumType(WebhookSource, {
  name: 'WebhookSource',
  description: 'Whose activity a webhook hears about.',
  valuesConfig: {
    OWN_WORKS: { description: "The owner's own books, issues and subscribers." },
    FOLLOWED_CREATORS: {
      description: 'Books and issues of the creators the owner subscribes to.',
    },
  },
});
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Queued, not attempted yet.' },
    RETRYING: { description: 'An attempt failed; another is scheduled (nextAttemptAt).' },
    SUCCEEDED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'Every attempt failed (or the webhook was disabled).' },
  },
});
