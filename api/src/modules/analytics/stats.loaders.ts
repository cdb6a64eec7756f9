import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { bookReadCounts, issueReadCounts } from './stats.queries';

/** All-time views of each issue (0 when never read): one statement per batch. */
export function createIssueReadCountLoader(db: Db): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await issueReadCounts(db, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** All-time views of each book (0 when never read): one statement per batch. */
export function createBookReadCountLoader(db: Db): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await bookReadCounts(db, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}
