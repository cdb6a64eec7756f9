import { type Db, isoSql, rows, statement } from '../../db/sql';
import { publicIssueSql } from '../issues/issues.policy';
import {
  issueWorkFrom,
  publicIssueArchive,
  publicIssueEntries,
  publicIssues,
} from '../issues/public-works.queries';
import type { PublicIssueArchiveRow, PublicIssueEntryRow } from '../issues/public-works.rows';

/**
 * Reads of the public catalogue (OPDS feeds, CBZ export, OPDS page streaming). Its entries,
 * archives and pages are statements of the public-works family (issues/public-works.queries.ts);
 * the per-genre and per-creator groups below are the catalogue's own, over the same join and
 * `publicIssueSql` (issues.policy.ts: a visible book and a released issue).
 */

/** One OPDS entry: a public issue with what its Atom entry shows. */
export type CatalogEntryRow = PublicIssueEntryRow;

/** A public issue with everything its CBZ holds. */
export type CbzIssueRow = PublicIssueArchiveRow;

const PUBLIC = publicIssueSql('i', 'b', 'u');

export const catalogQueries = {
  /** Rows `{ genre, count, updated }`: public issues per genre (genres without any have no row). */
  genres: statement(
    `select g.genre, count(*)::int as count,
            ${isoSql('max(coalesce(i.last_updated, i.date_created))')} as updated
       from ${issueWorkFrom()} join book_genres g on g.book_id = b.id
      where ${PUBLIC}
      group by g.genre order by g.genre`,
  ),
  /** Rows `{ username, count, updated }`: publishers of public issues by username; `$1` limit, `$2` offset. */
  creators: statement(
    `select u.username, count(*)::int as count,
            ${isoSql('max(coalesce(i.last_updated, i.date_created))')} as updated
       from ${issueWorkFrom()}
      where ${PUBLIC}
      group by u.id, u.username order by u.username, u.id limit $1 offset $2`,
  ),
  /** Rows `{ updated }` (ISO or null): the latest change to any public issue. */
  lastUpdate: statement(
    `select ${isoSql('max(coalesce(i.last_updated, i.date_created))')} as updated
       from ${issueWorkFrom()} where ${PUBLIC}`,
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
      return rows(db, publicIssues.newest, [limit, offset]);
    case 'genre':
      return rows(db, publicIssues.byGenre, [filter.genre, limit, offset]);
    case 'creator':
      return rows(db, publicIssues.byCreator, [filter.username, limit, offset]);
  }
}

/** The public issues among `ids`, in the order of `ids`. */
export const catalogEntriesByIds = publicIssueEntries;

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
export const cbzIssue = publicIssueArchive;

export async function publicPage(
  db: Db,
  issueId: number,
  pageNumber: number,
): Promise<{ key: string; content_type: string; width: number } | null> {
  const [row] = await rows<{ key: string; content_type: string; width: number }>(
    db,
    publicIssues.page,
    [issueId, pageNumber],
  );
  return row ?? null;
}

/** The ids among `ids` whose issue is public. */
export async function publicIssueIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = await rows<{ id: number }>(db, publicIssues.ids, [[...ids]]);
  return new Set(found.map((r) => r.id));
}
