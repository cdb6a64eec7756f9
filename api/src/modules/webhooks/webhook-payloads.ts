import { BookStatus, ContentRating, type Book } from '../books/book.entity';
import type { Issue } from '../issues/issue.entity';
import type { User } from '../users/user.entity';

/**
 * The `data` of a delivery, in the public GraphQL field names (and enum names) of Book,
 * Issue and User, so a tool can reuse its GraphQL types for webhook bodies.
 */

const enumName = <E extends Record<string, string>>(values: E, value: string): string =>
  Object.keys(values).find((key) => values[key] === value) ?? value;

const iso = (date: Date | null | undefined): string | null =>
  date ? new Date(date).toISOString() : null;

export interface BookData {
  id: number;
  title: string;
  urlSlug: string;
  description: string;
  status: string;
  contentRating: string;
  removed: boolean;
  dateCreated: string | null;
  lastUpdated: string | null;
}

export const bookData = (book: Book): BookData => ({
  id: book.id,
  title: book.title,
  urlSlug: book.urlSlug,
  description: book.description,
  status: enumName(BookStatus, book.status),
  contentRating: enumName(ContentRating, book.contentRating),
  removed: book.removed,
  dateCreated: iso(book.dateCreated),
  lastUpdated: iso(book.lastUpdated),
});

export const issueData = (issue: Issue) => ({
  id: issue.id,
  issueNumber: issue.issueNumber,
  title: issue.title,
  description: issue.description,
  dateCreated: iso(issue.dateCreated),
});

export const userData = (user: User) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** `issue.liked`: the likes an issue received in one window (one delivery per issue and window). */
export const issueLikedData = (
  issue: Issue,
  likes: { count: number; windowStart: string; windowSeconds: number; total: number },
) => ({
  issue: issueData(issue),
  book: bookData(issue.book),
  likes: {
    newLikes: likes.count,
    likeCount: likes.total,
    windowStart: likes.windowStart,
    windowSeconds: likes.windowSeconds,
  },
});
