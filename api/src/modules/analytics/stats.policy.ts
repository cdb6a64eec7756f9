import type { User } from '../users/user.entity';
import { isSignedIn } from '../users/users.policy';

/**
 * Who sees a work's reading statistics, with its forms side by side (as in books.policy.ts);
 * stats.policy.test.ts runs every form against the same cases, the SQL form on PostgreSQL.
 *
 * Only the creator of a book or issue sees its figures, and only while the work is not
 * removed (by its creator or a moderator). Everyone else, a removed work and an unknown id
 * get the same NOT_FOUND, so the figures never tell that a work exists.
 */

type Work = { publisher: Pick<User, 'id'>; removed: boolean };

/** JS: `book` (or an issue's book) by its publisher and removed flag. */
export const canSeeBookStats = (viewer: User | null, book: Work): boolean =>
  isSignedIn(viewer) && viewer.id === book.publisher.id && !book.removed;

/** JS: `issue` and its book: both not removed, and the viewer is the creator. */
export const canSeeIssueStats = (
  viewer: User | null,
  issue: { removed: boolean },
  book: Work,
): boolean => canSeeBookStats(viewer, book) && !issue.removed;

/** ORM: the books whose statistics user `viewerId` sees (nest under `book` for issues). */
export const statsBooksOf = (viewerId: number) =>
  ({ publisher: viewerId, removed: false }) as const;

/** ORM: the issues whose statistics user `viewerId` sees. */
export const statsIssuesOf = (viewerId: number) =>
  ({ removed: false, book: statsBooksOf(viewerId) }) as const;

/** SQL: `book` (a books alias) shows its figures to the user bound at `param` (`$n`). */
export const statsBookSql = (book: string, param: string): string =>
  `(${book}.publisher_id = ${param} and not ${book}.removed)`;

/** SQL: `issue` of `book` shows its figures to the user bound at `param`. */
export const statsIssueSql = (issue: string, book: string, param: string): string =>
  `(${statsBookSql(book, param)} and not ${issue}.removed)`;
