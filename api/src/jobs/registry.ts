import type { AppDeps } from '../app-deps';
import { PAGE_DERIVATIVES_JOB, registerMediaJobs } from '../modules/media/derivatives.jobs';
import {
  NOTIFICATION_QUEUES,
  registerNotificationWorkers,
} from '../modules/notifications/notifications.worker';
import { MEDIA_SWEEP_JOB, registerMediaSweepJob } from '../modules/media/media-sweep.jobs';
import { SEARCH_SYNC_JOB, registerSearchJobs } from '../modules/search/search.jobs';
import { WEBHOOK_QUEUES, registerWebhookJobs } from '../modules/webhooks/webhooks.jobs';
import { RELEASE_ISSUE_JOB, registerReleaseJobs } from '../modules/releases/releases.jobs';
import {
  PERSISTED_QUERIES_SWEEP_JOB,
  registerPersistedQueriesSweepJob,
} from '../graphql/persisted-queries.jobs';
import {
  PASSWORD_RESET_MAIL_JOB,
  registerPasswordResetJobs,
} from '../modules/auth/password-reset.jobs';
import { NOTIFICATION_DIGEST_JOB, registerDigestJob } from '../modules/inbox/digest.jobs';
import { REACTION_QUEUES, registerReactionJobs } from '../modules/reactions/reactions.jobs';
import {
  EMAIL_CHANGE_NOTICE_JOB,
  registerEmailChangeJobs,
} from '../modules/users/email-change.jobs';
import { MODERATION_MAIL_JOB, registerModerationJobs } from '../modules/moderation/moderation.jobs';
import { ANALYTICS_ROLLUP_JOB, registerAnalyticsJobs } from '../modules/analytics/analytics.jobs';

/** Every job queue of the product; PgBossQueue creates them on start. Modules append theirs. */
export const JOB_QUEUES: readonly string[] = [
  ...NOTIFICATION_QUEUES,
  SEARCH_SYNC_JOB,
  ...WEBHOOK_QUEUES,
  MEDIA_SWEEP_JOB,
  RELEASE_ISSUE_JOB,
  PAGE_DERIVATIVES_JOB,
  PERSISTED_QUERIES_SWEEP_JOB,
  PASSWORD_RESET_MAIL_JOB,
  EMAIL_CHANGE_NOTICE_JOB,
  NOTIFICATION_DIGEST_JOB,
  ...REACTION_QUEUES,
  MODERATION_MAIL_JOB,
  ANALYTICS_ROLLUP_JOB,
];

/** Registers every module's handlers (a no-op unless the role works jobs: worker or all). */
export async function registerWorkers(deps: AppDeps): Promise<void> {
  await registerNotificationWorkers(deps);
  await registerSearchJobs(deps.jobs, deps.search, deps.orm);
  await registerWebhookJobs(deps);
  await registerMediaSweepJob(deps);
  await registerReleaseJobs(deps);
  await registerMediaJobs(deps);
  await registerPersistedQueriesSweepJob(deps);
  await registerPasswordResetJobs(deps);
  await registerEmailChangeJobs(deps);
  await registerDigestJob(deps);
  await registerReactionJobs(deps);
  await registerModerationJobs(deps);
  await registerAnalyticsJobs(deps);
}
