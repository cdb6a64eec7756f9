import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { latestProgressOfBooks, progressOfIssues, type ProgressView } from './progress.queries';

export interface UserIssueKey {
  userId: number;
  issueId: number;
}
export interface UserBookProgressKey {
  userId: number;
  bookId: number;
}

/** A user's progress in an issue, for many issues in one query per batch. */
export function createProgressByIssueLoader(
  db: Db,
): DataLoader<UserIssueKey, ProgressView | null, string> {
  return new DataLoader(
    async (keys) => {
      const found = await progressOfIssues(
        db,
        [...new Set(keys.map((k) => k.userId))],
        [...new Set(keys.map((k) => k.issueId))],
      );
      const byKey = new Map(found.map((p) => [`${p.userId}:${p.issue.id}`, p]));
      return keys.map((k) => byKey.get(`${k.userId}:${k.issueId}`) ?? null);
    },
    { cacheKeyFn: (k) => `${k.userId}:${k.issueId}` },
  );
}

/** A user's most recent progress in a book, for many books in one query per batch. */
export function createLatestProgressByBookLoader(
  db: Db,
): DataLoader<UserBookProgressKey, ProgressView | null, string> {
  return new DataLoader(
    async (keys) => {
      const found = await latestProgressOfBooks(
        db,
        [...new Set(keys.map((k) => k.userId))],
        [...new Set(keys.map((k) => k.bookId))],
      );
      const byKey = new Map(found.map((p) => [`${p.userId}:${p.bookId}`, p]));
      return keys.map((k) => byKey.get(`${k.userId}:${k.bookId}`) ?? null);
    },
    { cacheKeyFn: (k) => `${k.userId}:${k.bookId}` },
  );
}
