import { type Db, isoSql, rows, statement } from '../../db/sql';
import { publicIssueSql } from '../issues/issues.policy';
import { activeUserSql } from '../users/users.policy';

/**
 * Reads of the public catalogue (OPDS feeds, CBZ export, OPDS page streaming). Every
 * statement keeps to public issues through `publicIssueSql` (issues.policy.ts: a visible
 * book and a released issue).
 */

/** One OPDS entry: a public issue with what its Atom entry shows. */
export interface CatalogEntryRow {
  id: number;
  issue_number: number;
  title: string;
  description: string;
  cover_key: string;
  cover_content_type: string;
  /** ISO dates. */
  published: string;
  updated: string;
  book_id: number;
  book_title: string;
  url_slug: string;
  content_rating: string;
  username: string;
  page_count: number;
  /** Lower-case, alphabetical. */
  genres: string[];
}

const ENTRY_COLUMNS = `i.id, i.issue_number, i.title, i.description, i.cover_key, i.cover_content_type,
  ${isoSql('i.date_created')} as published, ${isoSql('coalesce(i.last_updated, i.date_created)')} as updated,
  b.id as book_id, b.title as book_title, b.url_slug, b.content_rating, u.username,
  (select count(*)::int from issue_pages p where p.issue_id = i.id) as page_count,
  coalesce((select json_agg(g.genre order by g.genre) from book_genres g where g.book_id = b.id), '[]') as genres`;

const ENTRY_FROM = `from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id`;

/** Newest first; `$lim`/`$off` are the last two parameters. */
const entries = (where: string, limit: string, offset: string) =>
  statement(
    `select ${ENTRY_COLUMNS} ${ENTRY_FROM}
      where ${publicIssueSql('i', 'b', 'u')} ${where}
      order by i.date_created desc, i.id desc limit ${limit} offset ${offset}`,
  );

/** A page of the CBZ: [page number, key, content type, byte size, width, height]. */
export type CbzPageTuple = [number, string, string, number, number, number];

/** A public issue with everything its CBZ holds. */
export interface CbzIssueRow {
  id: number;
  issue_number: number;
  title: string;
  description: string;
  published: string;
  book_id: number;
  book_title: string;
  url_slug: string;
  content_rating: string;
  username: string;
  genres: string[];
  /** [role, username] by role then username; deactivated accounts are left out. */
  credits: [string, string][];
  /** By page number. */
  pages: CbzPageTuple[];
}

/** The CBZ statement for one public issue picked by `where`. */
const cbzIssueWhere = (where: string) =>
  statement(
    `select i.id, i.issue_number, i.title, i.description, ${isoSql('i.date_created')} as published,
            b.id as book_id, b.title as book_title, b.url_slug, b.content_rating, u.username,
            coalesce((select json_agg(g.genre order by g.genre) from book_genres g where g.book_id = b.id), '[]') as genres,
            coalesce((select json_agg(json_build_array(wc.role, x.username) order by wc.role, x.username)
                        from work_credits wc join users x on x.id = wc.creator_id
                       where wc.issue_id = i.id and ${activeUserSql('x')}), '[]') as credits,
            coalesce((select json_agg(json_build_array(p.page_number, p.image_key, p.image_content_type,
                                                       p.image_byte_size, p.image_width, p.image_height)
                                      order by p.page_number)
                        from issue_pages p where p.issue_id = i.id), '[]') as pages
       ${ENTRY_FROM}
      where ${where} and ${publicIssueSql('i', 'b', 'u')}`,
  );

export const catalogQueries = {
  /** Rows `CatalogEntryRow`: public issues newest first; `$1` limit, `$2` offset. */
  newest: entries('', '$1', '$2'),
  /** Rows `CatalogEntryRow`: public issues of books with genre `$1`; `$2` limit, `$3` offset. */
  byGenre: entries(
    'and exists (select 1 from book_genres g where g.book_id = b.id and g.genre = $1::text)',
    '$2',
    '$3',
  ),
  /** Rows `CatalogEntryRow`: public issues published by username `$1`; `$2` limit, `$3` offset. */
  byCreator: entries('and u.username = $1::text', '$2', '$3'),
  /** Rows `CatalogEntryRow`: the public issues among ids `$1` (search hits; any order). */
  byIds: statement(
    `select ${ENTRY_COLUMNS} ${ENTRY_FROM}
      where i.id = any($1::int[]) and ${publicIssueSql('i', 'b', 'u')}`,
  ),
  /** Rows `{ genre, count, updated }`: public issues per genre (genres without any have no row). */
  genres: statement(
    `select g.genre, count(*)::int as count,
            ${isoSql('max(coalesce(i.last_updated, i.date_created))')} as updated
       from book_genres g join books b on b.id = g.book_id
       join users u on u.id = b.publisher_id join issues i on i.book_id = b.id
      where ${publicIssueSql('i', 'b', 'u')}
      group by g.genre order by g.genre`,
  ),
  /** Rows `{ username, count, updated }`: publishers of public issues by username; `$1` limit, `$2` offset. */
  creators: statement(
    `select u.username, count(*)::int as count,
            ${isoSql('max(coalesce(i.last_updated, i.date_created))')} as updated
       ${ENTRY_FROM}
      where ${publicIssueSql('i', 'b', 'u')}
      group by u.id, u.username order by u.username, u.id limit $1 offset $2`,
  ),
  /** Rows `{ updated }` (ISO or null): the latest change to any public issue. */
  lastUpdate: statement(
    `select ${isoSql('max(coalesce(i.last_updated, i.date_created))')} as updated
       ${ENTRY_FROM} where ${publicIssueSql('i', 'b', 'u')}`,
  ),
  /** Rows `CbzIssueRow`: the public issue `$1` with its credits and pages. */
  cbzIssue: cbzIssueWhere('i.id = $1'),
  /** Rows `CbzIssueRow`: the public issue number `$2` of book `$1` (v1 paths name issues so). */
  cbzIssueByNumber: cbzIssueWhere('i.book_id = $1 and i.issue_number = $2'),
  /** Rows `{ key, content_type, width }`: page number `$2` of the public issue `$1`. */
  page: statement(
    `select p.image_key as key, p.image_content_type as content_type, p.image_width as width
       from issue_pages p join issues i on i.id = p.issue_id
       join books b on b.id = i.book_id join users u on u.id = b.publisher_id
      where p.issue_id = $1 and p.page_number = $2 and ${publicIssueSql('i', 'b', 'u')}`,
  ),
  /** Rows `{ id }`: the ids among `$1` whose issue is public (GraphQL `cbzUrl`). */
  publicIssueIds: statement(
    `select i.id ${ENTRY_FROM} where i.id = any($1::int[]) and ${publicIssueSql('i', 'b', 'u')}`,
  ),
};

/** What an acquisition feed lists. */
export type EntryFilter =
  { kind: 'newest' } | { kind: 'genre'; genre: string } | { kind: 'creator'; username: string };

/** Public issues newest first, `limit` from `offset`. */
export function catalogEntries(
  db: Db,
  filter: EntryFilter,
  limit: number,
  offset: number,
): Promise<CatalogEntryRow[]> {
  switch (filter.kind) {
    case 'newest':
      return rows(db, catalogQueries.newest, [limit, offset]);
    case 'genre':
      return rows(db, catalogQueries.byGenre, [filter.genre, limit, offset]);
    case 'creator':
      return rows(db, catalogQueries.byCreator, [filter.username, limit, offset]);
  }
}

/** The public issues among `ids`, in the order of `ids`. */
export async function catalogEntriesByIds(
  db: Db,
  ids: readonly number[],
): Promise<CatalogEntryRow[]> {
  if (ids.length === 0) return [];
  const found = await rows<CatalogEntryRow>(db, catalogQueries.byIds, [[...ids]]);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface CountedGroup {
  count: number;
  updated: string;
}

export function catalogGenres(db: Db): Promise<(CountedGroup & { genre: string })[]> {
  return rows(db, catalogQueries.genres);
}

export function catalogCreators(
  db: Db,
  limit: number,
  offset: number,
): Promise<(CountedGroup & { username: string })[]> {
  return rows(db, catalogQueries.creators, [limit, offset]);
}

/** The latest change to the public catalogue (ISO), or null when it is empty. */
export async function catalogLastUpdate(db: Db): Promise<string | null> {
  const [row] = await rows<{ updated: string | null }>(db, catalogQueries.lastUpdate);
  return row?.updated ?? null;
}

/** The public issue to export, by id or by (book id, issue number). */
export async function cbzIssue(
  db: Db,
  which: { issueId: number } | { bookId: number; issueNumber: number },
): Promise<CbzIssueRow | null> {
  const [row] =
    'issueId' in which
      ? await rows<CbzIssueRow>(db, catalogQueries.cbzIssue, [which.issueId])
      : await rows<CbzIssueRow>(db, catalogQueries.cbzIssueByNumber, [
          which.bookId,
          which.issueNumber,
        ]);
  return row ?? null;
}

export async function publicPage(
  db: Db,
  issueId: number,
  pageNumber: number,
): Promise<{ key: string; content_type: string; width: number } | null> {
  const [row] = await rows<{ key: string; content_type: string; width: number }>(
    db,
    catalogQueries.page,
    [issueId, pageNumber],
  );
  return row ?? null;
}

/** The ids among `ids` whose issue is public. */
export async function publicIssueIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = await rows<{ id: number }>(db, catalogQueries.publicIssueIds, [[...ids]]);
  return new Set(found.map((r) => r.id));
}
