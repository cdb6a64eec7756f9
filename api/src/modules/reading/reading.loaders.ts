import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows, readStatement, type ReadPool } from '../../db/read-pool';

const PAGE_COUNT_BY_BOOK = readStatement(
  'page_count_by_book',
  `select i.book_id, count(p.id)::int as count from issues i join issue_pages p on p.issue_id = i.id
    where i.book_id = any($1::int[]) group by i.book_id`,
);

/** Pages across all issues of each book, one grouped statement per batch. */
export function createPageCountByBookLoader(
  em: EntityManager,
  read: ReadPool,
): DataLoader<number, number> {
  return new DataLoader(async (bookIds) => {
    const rows = await readRows<{ book_id: number; count: number }>(em, read, PAGE_COUNT_BY_BOOK, [
      [...bookIds],
    ]);
    const counts = new Map(rows.map((r) => [r.book_id, r.count]));
    return bookIds.map((id) => counts.get(id) ?? 0);
  });
}
