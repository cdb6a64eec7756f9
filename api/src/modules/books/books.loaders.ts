import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { groupBy } from '../../shared/collections';
import type { IssueView } from '../issues/issue.entity';
import type { BookView } from './book.entity';
import { SliceLoader } from '../../shared/slice-loader';
import {
  booksByIds,
  genresOfBooks,
  issueCountsOfBooks,
  issueSlicesOfBooks,
  issuesOfBooks,
} from './books.queries';

/**
 * Books by id (including removed ones: callers apply visibility rules), one prepared statement
 * per batch, as views.
 */
export function createBookByIdLoader(db: Db): DataLoader<number, BookView | null> {
  return new DataLoader(async (ids) => {
    const byId = new Map((await booksByIds(db, ids)).map((book) => [book.id, book]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Lower-case genre names of each book, alphabetical. */
export function createGenresByBookLoader(db: Db): DataLoader<number, string[]> {
  return new DataLoader(async (bookIds) => {
    const byBook = groupBy(await genresOfBooks(db, bookIds), (r) => r.book_id);
    return bookIds.map((id) => (byBook.get(id) ?? []).map((r) => r.genre));
  });
}

/**
 * Issues of each book ordered by issue number (views): those the request's viewer
 * (`viewerIdOf`) sees, so a scheduled issue reaches only its creator (issues.policy.ts).
 */
export function createIssuesByBookLoader(
  db: Db,
  viewerId: number | null,
): DataLoader<number, IssueView[]> {
  return new DataLoader(async (bookIds) => {
    const byBook = groupBy(await issuesOfBooks(db, bookIds, viewerId), (issue) => issue.book.id);
    return bookIds.map((id) => byBook.get(id) ?? []);
  });
}

/**
 * Number of issues of each book the viewer sees (also the latest such issue number: numbers
 * are 1..N and a scheduled issue is never released before an earlier one).
 */
export function createIssueCountByBookLoader(
  db: Db,
  viewerId: number | null,
): DataLoader<number, number> {
  return new DataLoader(async (bookIds) => {
    const counts = new Map(
      (await issueCountsOfBooks(db, bookIds, viewerId)).map((r) => [r.book_id, r.count]),
    );
    return bookIds.map((id) => counts.get(id) ?? 0);
  });
}

/** `Book.issues(first, after)`: the first N issues the viewer sees of each book after an issue number. */
export function createIssueSliceLoader(db: Db, viewerId: number | null): SliceLoader<IssueView> {
  return new SliceLoader(
    (requests, limit) => issueSlicesOfBooks(db, requests, limit, viewerId),
    (issue) => issue.issueNumber,
  );
}
