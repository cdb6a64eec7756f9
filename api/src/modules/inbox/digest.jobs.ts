import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import type { NotificationKindValue } from '../../config/vocabulary';
import { dbOf } from '../../db/sql';
import { schedulePeriodic } from '../../jobs/periodic';
import { siteUrl } from '../../shared/site-urls';
import { usersByIds } from '../users/users.queries';
import { isActiveUser } from '../users/users.policy';
import { digestLinks } from './digest-links';
import { digestMail, type DigestEntry } from './digest-mail';
import { isActorShown } from './inbox.policy';
import {
  claimDigestRows,
  digestRecipients,
  lockDigestRecipient,
  markEmailed,
} from './inbox.queries';
import { notificationPath, subjectsOf } from './inbox-subjects';
import { dataOf } from './inbox.service';

/** The daily e-mail digest as a periodic job (one run per interval per cluster). */
export const NOTIFICATION_DIGEST_JOB = 'notifications.digest';

/**
 * One recipient's digest, in one transaction: takes the recipient's lock (another run holding
 * it skips them), claims their notifications not mailed yet (`for update skip locked`), marks
 * them all handled (muted kinds and hidden works included, so they never come later), and
 * mails the rest. A failed mail rolls the marks back, so the next run tries again; a retried
 * or parallel run finds nothing left to mail. True when a mail went out.
 */
export async function sendDigestTo(deps: AppDeps, userId: number): Promise<boolean> {
  const em = deps.orm.em.fork() as EntityManager;
  return em.transactional(async (tx) => {
    const db = dbOf(tx as EntityManager, deps);
    if (!(await lockDigestRecipient(db, userId))) return false;
    const claimed = await claimDigestRows(db, userId);
    if (claimed.length === 0) return false;
    await markEmailed(
      db,
      claimed.map((r) => r.node.id),
    );
    const [user] = await usersByIds(db, [userId]);
    const wanted = claimed.filter((r) => r.shown && r.mailed).map((r) => r.node);
    if (!user || !isActiveUser(user) || wanted.length === 0) return false;

    const listed = wanted.slice(0, LIMITS.notifications.digestItems);
    const actorIds = [...new Set(listed.flatMap((n) => (n.actor ? [n.actor.id] : [])))];
    const [subjects, actors] = await Promise.all([
      subjectsOf(db, listed),
      usersByIds(db, actorIds),
    ]);
    const actorNames = new Map(actors.filter(isActorShown).map((a) => [a.id, a.username]));
    const base = deps.config.publicUrl;
    const entries: DigestEntry[] = listed.map((n) => {
      const subject = subjects.get(n.id) ?? null;
      const path = notificationPath(n, subject);
      return {
        kind: n.kind,
        actor: n.actor ? (actorNames.get(n.actor.id) ?? null) : null,
        subject,
        data: dataOf(n.data),
        url: path ? `${base}${path}` : null,
      };
    });
    const links = digestLinks(deps);
    const kinds = [...new Set(wanted.map((n) => n.kind))] as NotificationKindValue[];
    await deps.mailer.send(
      digestMail({
        to: user.email,
        entries,
        more: wanted.length - listed.length,
        notificationsUrl: siteUrl.notifications(base),
        unsubscribe: new Map(
          kinds.map((kind) => [kind, siteUrl.digestUnsubscribe(base, links.sign(userId, kind))]),
        ),
        unsubscribeAll: siteUrl.digestUnsubscribe(base, links.sign(userId, 'all')),
      }),
    );
    return true;
  });
}

/**
 * One digest run: every recipient with notifications not mailed yet, in rounds of
 * LIMITS.notifications.digestUsersPerRound by id. A recipient whose mail fails is logged and
 * left for the next run; the others go on. Answers how many mails went out.
 */
export async function sendDigests(deps: AppDeps): Promise<number> {
  let after = 0;
  let mailed = 0;
  for (;;) {
    const db = dbOf(deps.orm.em.fork() as EntityManager, deps);
    const ids = await digestRecipients(db, after, LIMITS.notifications.digestUsersPerRound);
    if (ids.length === 0) return mailed;
    for (const userId of ids) {
      try {
        if (await sendDigestTo(deps, userId)) mailed += 1;
      } catch (error) {
        deps.log.warn('notification digest failed', { userId, message: String(error) });
      }
    }
    after = ids[ids.length - 1];
  }
}

/** Registers the digest handler (processes with role worker or all). */
export async function registerDigestJob(deps: AppDeps): Promise<void> {
  await deps.jobs.work(NOTIFICATION_DIGEST_JOB, async () => {
    const mailed = await sendDigests(deps);
    if (mailed) deps.log.info('notification digests mailed', { mailed });
  });
}

/** Enqueues the digest once per interval (jobs/periodic.ts). Returns a stop function. */
export function scheduleDigest(deps: AppDeps): () => void {
  return schedulePeriodic(
    deps,
    NOTIFICATION_DIGEST_JOB,
    LIMITS.notifications.digestIntervalHours * 3600_000,
  );
}
