import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Pages across all issues of each book, one grouped query per batch. */
export function createPageCountByBookLoader(em: EntityManager): DataLoader<number, number> {
  return new DataLoader(async (bookIds) => {
    const rows: { book_id: number; count: string }[] = await em.getConnection().execute(
      'select i.book_id, count(p.id) as count from issues i join issue_pages p on p.issue_id = i.id where i.book_id in (?) group by i.book_id',
      [[...bookIds]],
      'all',
      em.getTransactionContext(),
    );
    const counts = new Map(rows.map((r) => [Number(r.book_id), Number(r.count)]));
    return bookIds.map((id) => counts.get(id) ?? 0);
  });
}
