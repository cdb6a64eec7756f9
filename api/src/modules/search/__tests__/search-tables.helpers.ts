import type { EntityManager } from '@mikro-orm/postgresql';
import { visibleBookSql } from '../../books/books.policy';
import { genresSql } from '../../issues/public-works.queries';

/**
 * What the search tables should hold, recomputed from the base tables with the visibility
 * rule of books.policy.ts (the triggers copy it).
 */
const EXPECTED_ISSUES = `select i.id, i.book_id, i.search_vector, b.status, b.content_rating, ${genresSql('b')} as genres,
    ${visibleBookSql('b', 'u')} as visible, i.removed, i.release_at, i.date_created
  from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id`;
const EXPECTED_BOOKS = `select b.id, b.search_vector, b.status, b.content_rating, ${genresSql('b')} as genres,
    ${visibleBookSql('b', 'u')} as visible, b.date_created
  from books b join users u on u.id = b.publisher_id`;

const ISSUE_COLUMNS =
  'id, book_id, search_vector, status, content_rating, genres, visible, removed, release_at, date_created';
const BOOK_COLUMNS = 'id, search_vector, status, content_rating, genres, visible, date_created';

const drift = (expected: string, table: string, columns: string) =>
  `select distinct id from ((${expected} except select ${columns} from ${table})
     union all (select ${columns} from ${table} except ${expected})) d order by id`;

/** Ids of books and issues whose search row is missing, stale or left over (none: in sync). */
export async function searchTableDrift(
  em: EntityManager,
): Promise<{ books: number[]; issues: number[] }> {
  const connection = em.getConnection();
  const ids = async (sql: string) =>
    (await connection.execute<{ id: number }[]>(sql)).map((r) => Number(r.id));
  return {
    books: await ids(drift(EXPECTED_BOOKS, 'book_search', BOOK_COLUMNS)),
    issues: await ids(drift(EXPECTED_ISSUES, 'issue_search', ISSUE_COLUMNS)),
  };
}
