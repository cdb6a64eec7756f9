import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Issue } from '../issues/issue.entity';
import { BookGenre } from './book-genre.entity';
import { Book } from './book.entity';

/** Books by id (including removed ones: callers apply visibility rules). */
export function createBookByIdLoader(em: EntityManager): DataLoader<number, Book | null> {
  return new DataLoader(async (ids) => {
    const books = await em.find(Book, { id: { $in: [...ids] } });
    const byId = new Map(books.map((b) => [b.id, b]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Lower-case genre names of each book, alphabetical. */
export function createGenresByBookLoader(em: EntityManager): DataLoader<number, string[]> {
  return new DataLoader(async (bookIds) => {
    const rows = await em.find(BookGenre, { book: { $in: [...bookIds] } }, { orderBy: { genre: 'asc' } });
    const byBook = new Map<number, string[]>();
    for (const row of rows) {
      const id = row.book.id;
      byBook.set(id, [...(byBook.get(id) ?? []), row.genre]);
    }
    return bookIds.map((id) => byBook.get(id) ?? []);
  });
}

/** Issues of each book ordered by issue number. */
export function createIssuesByBookLoader(em: EntityManager): DataLoader<number, Issue[]> {
  return new DataLoader(async (bookIds) => {
    const rows = await em.find(Issue, { book: { $in: [...bookIds] } }, { orderBy: { book: 'asc', issueNumber: 'asc' } });
    const byBook = new Map<number, Issue[]>();
    for (const row of rows) {
      const id = row.book.id;
      byBook.set(id, [...(byBook.get(id) ?? []), row]);
    }
    return bookIds.map((id) => byBook.get(id) ?? []);
  });
}

/** Number of issues of each book (also its latest issue number: numbers are 1..N). */
export function createIssueCountByBookLoader(em: EntityManager): DataLoader<number, number> {
  return new DataLoader(async (bookIds) => {
    const rows: { book_id: number; count: string }[] = await em
      .getConnection()
      // An array parameter fills a comma list, hence array[?] (any(?) breaks with two or more ids).
      .execute('select book_id, count(*) as count from issues where book_id = any(array[?]::int[]) group by book_id', [[...bookIds]]);
    const counts = new Map(rows.map((r) => [Number(r.book_id), Number(r.count)]));
    return bookIds.map((id) => counts.get(id) ?? 0);
  });
}
