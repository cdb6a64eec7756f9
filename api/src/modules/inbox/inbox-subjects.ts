import type { Db } from '../../db/sql';
import { sitePaths } from '../../shared/site-urls';
import { publicBookRows, publicIssueEntries } from '../issues/public-works.queries';
import type { NotificationView } from './inbox.queries';

/** The public work a notification is about (read through the public-works read model). */
export interface NotificationSubjectView {
  bookId: number;
  bookTitle: string;
  urlSlug: string;
  creatorUsername: string;
  issueId: number | null;
  issueNumber: number | null;
  issueTitle: string | null;
}

/**
 * The subjects of notifications that are still public, by notification id; a notification
 * whose work is hidden, removed or gone has none. Two statements for any number of them.
 */
export async function subjectsOf(
  db: Db,
  notifications: readonly NotificationView[],
): Promise<Map<number, NotificationSubjectView>> {
  const issueIds = [
    ...new Set(notifications.flatMap((n) => (n.issueId != null ? [n.issueId] : []))),
  ];
  const bookIds = [
    ...new Set(
      notifications.flatMap((n) => (n.issueId == null && n.bookId != null ? [n.bookId] : [])),
    ),
  ];
  const [issues, books] = await Promise.all([
    publicIssueEntries(db, issueIds),
    publicBookRows(db, bookIds),
  ]);
  const byIssue = new Map(issues.map((i) => [i.id, i]));
  const byBook = new Map(books.map((b) => [b.id, b]));
  const subjects = new Map<number, NotificationSubjectView>();
  for (const n of notifications) {
    if (n.issueId != null) {
      const i = byIssue.get(n.issueId);
      if (i)
        subjects.set(n.id, {
          bookId: i.book_id,
          bookTitle: i.book_title,
          urlSlug: i.url_slug,
          creatorUsername: i.username,
          issueId: i.id,
          issueNumber: i.issue_number,
          issueTitle: i.title,
        });
    } else if (n.bookId != null) {
      const b = byBook.get(n.bookId);
      if (b)
        subjects.set(n.id, {
          bookId: b.id,
          bookTitle: b.title,
          urlSlug: b.url_slug,
          creatorUsername: b.username,
          issueId: null,
          issueNumber: null,
          issueTitle: null,
        });
    }
  }
  return subjects;
}

const COMMENT_KINDS = new Set([
  'comment.reply',
  'comment.mention',
  'comment.liked',
  'work.commented',
]);

/**
 * The site-relative web path a notification opens: a comment on its issue's page (anchored
 * `#comment-<id>`), a new issue in the reader, else the work's details page; null without a
 * public subject (nothing to open).
 */
export function notificationPath(
  n: Pick<NotificationView, 'kind' | 'commentId'>,
  subject: NotificationSubjectView | null | undefined,
): string | null {
  if (!subject) return null;
  if (subject.issueNumber == null) return sitePaths.bookDetails(subject.urlSlug, subject.bookId);
  if (n.kind === 'issue.published')
    return sitePaths.reader(subject.urlSlug, subject.bookId, subject.issueNumber);
  const details = sitePaths.issueDetails(subject.urlSlug, subject.bookId, subject.issueNumber);
  return COMMENT_KINDS.has(n.kind) && n.commentId != null
    ? `${details}#comment-${n.commentId}`
    : details;
}
