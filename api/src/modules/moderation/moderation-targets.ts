import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { type Db } from '../../db/sql';
import { Book } from '../books/book.entity';
import { isBookVisible } from '../books/books.policy';
import { commentContext, setCommentHiddenByModerator } from '../comments/comment-moderation';
import { Issue } from '../issues/issue.entity';
import { isIssueReleased } from '../issues/issues.policy';
import { User } from '../users/user.entity';
import { isActiveUser } from '../users/users.policy';
import { ReportTarget } from './moderation.entities';
import { isSuspended } from './moderation.policy';

/** Where a target stands, as the queue shows it. */
export type TargetState =
  | 'visible'
  | 'removed'
  | 'hidden'
  | 'hidden_by_creator'
  | 'deleted'
  | 'active'
  | 'deactivated'
  | 'suspended';

/** A reported or moderated thing in context: what the queue shows and what actions need. */
export interface TargetInfo {
  type: ReportTarget;
  id: number;
  /** A book's title, "Book #2: Issue title", a comment's first 140 characters, a username. */
  title: string;
  state: TargetState;
  /** Whether the public sees it (only what readers see can be reported). */
  public: boolean;
  /** Who a decision affects: the work's creator, the comment's author, the user. */
  affectedUserId: number | null;
  affectedUsername: string | null;
  bookId: number | null;
  bookTitle: string | null;
  bookSlug: string | null;
  issueId: number | null;
  issueNumber: number | null;
  issueTitle: string | null;
  commentId: number | null;
  /** A comment's text or a user's bio. */
  text: string | null;
  coverUrl: string | null;
}

export const targetKey = (type: ReportTarget, id: number) => `${type}:${id}`;

const EXCERPT = 140;
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;

const blank = (type: ReportTarget, id: number) => ({
  type,
  id,
  bookId: null,
  bookTitle: null,
  bookSlug: null,
  issueId: null,
  issueNumber: null,
  issueTitle: null,
  commentId: null,
  text: null,
  coverUrl: null,
});

/** A target that no longer exists (its reports can still be dismissed). */
export const goneTarget = (type: ReportTarget, id: number): TargetInfo => ({
  ...blank(type, id),
  title: `${type} #${id}`,
  state: 'deleted',
  public: false,
  affectedUserId: null,
  affectedUsername: null,
});

/**
 * The targets of `refs` in context, whatever their state (moderators see what they act on);
 * gone ones are missing from the map. A few statements per kind, whatever the number of refs.
 */
export async function loadTargets(
  em: EntityManager,
  db: Db,
  deps: Pick<AppDeps, 'media'>,
  refs: readonly { type: ReportTarget; id: number }[],
): Promise<Map<string, TargetInfo>> {
  const idsOf = (type: ReportTarget) => [
    ...new Set(refs.filter((r) => r.type === type).map((r) => r.id)),
  ];
  const found = new Map<string, TargetInfo>();
  const bookIds = idsOf(ReportTarget.BOOK);
  const issueIds = idsOf(ReportTarget.ISSUE);
  const commentIds = idsOf(ReportTarget.COMMENT);
  const userIds = idsOf(ReportTarget.USER);
  if (bookIds.length > 0) {
    for (const book of await em.find(Book, { id: bookIds }, { populate: ['publisher'] })) {
      found.set(targetKey(ReportTarget.BOOK, book.id), {
        ...blank(ReportTarget.BOOK, book.id),
        title: book.title,
        state: book.removed ? 'removed' : 'visible',
        public: isBookVisible(book),
        affectedUserId: book.publisher.id,
        affectedUsername: book.publisher.username,
        bookId: book.id,
        bookTitle: book.title,
        bookSlug: book.urlSlug,
        text: book.description,
        coverUrl: deps.media.url(book.cover),
      });
    }
  }
  if (issueIds.length > 0) {
    const issues = await em.find(Issue, { id: issueIds }, { populate: ['book', 'publisher'] });
    for (const issue of issues) {
      found.set(targetKey(ReportTarget.ISSUE, issue.id), {
        ...blank(ReportTarget.ISSUE, issue.id),
        title: `${issue.book.title} #${issue.issueNumber}: ${issue.title}`,
        state: issue.removed ? 'removed' : 'visible',
        public:
          isBookVisible({ removed: issue.book.removed, publisher: issue.publisher }) &&
          isIssueReleased(issue),
        affectedUserId: issue.publisher.id,
        affectedUsername: issue.publisher.username,
        bookId: issue.book.id,
        bookTitle: issue.book.title,
        bookSlug: issue.book.urlSlug,
        issueId: issue.id,
        issueNumber: issue.issueNumber,
        issueTitle: issue.title,
        text: issue.description,
        coverUrl: deps.media.url(issue.cover),
      });
    }
  }
  for (const c of await commentContext(db, commentIds)) {
    const state: TargetState =
      c.state === 'hidden_by_moderator' ? 'hidden' : (c.state as TargetState);
    found.set(targetKey(ReportTarget.COMMENT, c.id), {
      ...blank(ReportTarget.COMMENT, c.id),
      title: excerpt(c.body),
      state,
      public: c.state === 'visible',
      affectedUserId: c.authorId,
      affectedUsername: c.authorUsername,
      bookId: c.bookId,
      bookTitle: c.bookTitle,
      bookSlug: c.bookSlug,
      issueId: c.issueId,
      issueNumber: c.issueNumber,
      commentId: c.id,
      text: c.body,
    });
  }
  if (userIds.length > 0) {
    for (const user of await em.find(User, { id: userIds })) {
      found.set(targetKey(ReportTarget.USER, user.id), {
        ...blank(ReportTarget.USER, user.id),
        title: user.username,
        state: isSuspended(user) ? 'suspended' : isActiveUser(user) ? 'active' : 'deactivated',
        public: isActiveUser(user),
        affectedUserId: user.id,
        affectedUsername: user.username,
        text: user.bio,
      });
    }
  }
  return found;
}

export async function loadTarget(
  em: EntityManager,
  db: Db,
  deps: Pick<AppDeps, 'media'>,
  type: ReportTarget,
  id: number,
): Promise<TargetInfo | null> {
  return (await loadTargets(em, db, deps, [{ type, id }])).get(targetKey(type, id)) ?? null;
}

/**
 * What an action changes on its target, inside the action's transaction (`em` is the
 * transaction's). `on`: hide/remove/suspend; off: restore. Search follows the change.
 */
export async function applyToTarget(
  em: EntityManager,
  db: Db,
  deps: Pick<AppDeps, 'search'>,
  target: TargetInfo,
  on: boolean,
  reason: string,
): Promise<void> {
  switch (target.type) {
    case ReportTarget.BOOK:
      await em.nativeUpdate(
        Book,
        { id: target.id },
        on
          ? { removed: true, moderationRemovedAt: new Date() }
          : { removed: false, moderationRemovedAt: null },
      );
      await deps.search.indexChanged(em, 'book', target.id);
      return;
    case ReportTarget.ISSUE:
      await em.nativeUpdate(Issue, { id: target.id }, { removed: on });
      await deps.search.indexChanged(em, 'issue', target.id);
      if (target.bookId) await deps.search.indexChanged(em, 'book', target.bookId);
      return;
    case ReportTarget.COMMENT:
      await setCommentHiddenByModerator(db, target.id, on);
      return;
    case ReportTarget.USER:
      await em.nativeUpdate(
        User,
        { id: target.id },
        on
          ? { active: false, suspendedAt: new Date(), suspensionReason: reason }
          : { active: true, suspendedAt: null, suspensionReason: null },
      );
      await deps.search.indexChanged(em, 'user', target.id);
      return;
  }
}
