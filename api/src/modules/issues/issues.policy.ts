import type { ObjectQuery } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import type { Issue } from './issue.entity';
import { isSignedIn } from '../users/users.policy';
import { visibleBookSql } from '../books/books.policy';

/**
 * Every rule about an issue's release, once, with its forms side by side (as in
 * books.policy.ts): the JS form decides for one loaded issue, the ORM form is a MikroORM
 * filter on Issue for `em.find`, the SQL form a fragment for statements in `*.queries.ts`.
 * issues.policy.test.ts runs every form against the same cases, the SQL form on PostgreSQL.
 *
 * These rules come on top of the book's (books.policy.ts `isBookVisible`): an issue is seen
 * when its book is visible AND the issue is visible to the viewer.
 */

// --- Release (scheduled releases) ------------------------------------------------------------
// An issue is released once its `releaseAt` has come. Until then only its creator (the book's
// publisher) sees it: everyone else gets what they would get for an issue that does not exist
// (null / 404 / left out of lists, counts, search, feeds and notices). Release needs no job:
// the time decides. The release job only sends the notices and webhooks and re-indexes.
// Issue numbers stay 1..N: a scheduled issue is always the latest, so readers see 1..N-1.

// A moderator's removal (issues.removed) counts as "not released" in every form below: readers
// see a removed issue as one that does not exist; its creator still sees it.

/** JS: the issue is released (at `now`) and not removed by a moderator. */
export const isIssueReleased = (
  issue: { releaseAt: Date; removed?: boolean },
  now: Date = new Date(),
): boolean => !issue.removed && issue.releaseAt.getTime() <= now.getTime();

/** JS: the viewer sees this issue: released, or the viewer is its creator. */
export const canSeeIssue = (
  viewer: User | null,
  issue: { releaseAt: Date; removed?: boolean; publisher: Pick<User, 'id'> },
  now: Date = new Date(),
): boolean =>
  isIssueReleased(issue, now) || (isSignedIn(viewer) && viewer.id === issue.publisher.id);

/** The id the ORM and SQL forms take for the viewer: null unless signed in. */
export const viewerIdOf = (viewer: User | null): number | null =>
  isSignedIn(viewer) ? viewer.id : null;

/** ORM: released issues (nest under `issue` for pages and credits). */
export const releasedIssue = (now: Date = new Date()): ObjectQuery<Issue> => ({
  releaseAt: { $lte: now },
  removed: false,
});

/** ORM: issues the viewer (`viewerIdOf`) sees: released ones, and their own. */
export const issuesVisibleTo = (
  viewerId: number | null,
  now: Date = new Date(),
): ObjectQuery<Issue> =>
  viewerId === null ? releasedIssue(now) : { $or: [releasedIssue(now), { publisher: viewerId }] };

/** SQL: `issue` (an issues alias) is released (PostgreSQL's now(): the transaction's start). */
export const releasedIssueSql = (issue: string): string =>
  `(${issue}.release_at <= now() and not ${issue}.removed)`;

/**
 * SQL: the public sees `issue` of `book` by `publisher`: the book is visible and the issue
 * released. The one fragment of every public-only read (OPDS, CBZ, link previews, sitemap,
 * shelves, reading progress, Following).
 */
export const publicIssueSql = (issue: string, book: string, publisher: string): string =>
  `${visibleBookSql(book, publisher)} and ${releasedIssueSql(issue)}`;

/**
 * SQL: `issue` is released or belongs to the viewer bound at `param` (`$n`, an int or null:
 * `viewerIdOf`); null matches no owner.
 */
export const issueVisibleToSql = (issue: string, param: string): string =>
  `((${issue}.release_at <= now() and not ${issue}.removed) or ${issue}.publisher_id = ${param}::int)`;

// --- What the creator may do ------------------------------------------------------------------

/** The release time may change only while the issue is not released (after that it is history). */
// (By time alone: a moderator's removal does not make a released issue reschedulable.)
export const canReschedule = (issue: { releaseAt: Date }, now: Date = new Date()): boolean =>
  issue.releaseAt.getTime() > now.getTime();

// --- Print layout (spreads, cover, pair offset) ----------------------------------------------
// Only the issue's creator (its book's publisher) sets how its pages pair; anyone else is told
// the issue does not exist, as for every other edit of someone else's work.

/** JS: the viewer may set this issue's layout. */
export const canSetIssueLayout = (
  viewer: User | null,
  issue: { publisher: Pick<User, 'id'> },
): boolean => isSignedIn(viewer) && viewer.id === issue.publisher.id;

/** ORM: issues whose layout the viewer (`viewerIdOf`) may set; null matches none. */
export const layoutEditableBy = (viewerId: number | null): ObjectQuery<Issue> =>
  viewerId === null ? { id: { $in: [] } } : { publisher: viewerId };

/** SQL: the viewer bound at `param` (`$n`, an int or null) may set `issue`'s layout. */
export const layoutEditableSql = (issue: string, param: string): string =>
  `(${issue}.publisher_id = ${param}::int)`;
