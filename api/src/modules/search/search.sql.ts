// SQL expressions shared by the search indexes (declared on the entities, created by a
// migration) and the PostgreSQL search provider. The planner only uses an expression
// index when the query repeats the indexed expression, so both sides build it here.
// Keep this file free of imports: the entities import it.

/** Weighted full-text document of a book or issue: title (A) and description (B), `simple` dictionary (no stemming, so prefixes behave). */
export function ftsDocument(alias?: string): string {
  const p = alias ? `${alias}.` : '';
  return `(setweight(to_tsvector('simple'::regconfig, ${p}"title"), 'A') || setweight(to_tsvector('simple'::regconfig, ${p}"description"), 'B'))`;
}

/** Title and description as one text for trigram matching (typos, substrings, literal `%` and `_`). */
export function trigramDocument(alias?: string): string {
  const p = alias ? `${alias}.` : '';
  return `(${p}"title" || ' ' || ${p}"description")`;
}

export const BOOKS_FTS_INDEX = `create index "books_search_fts_index" on "books" using gin (${ftsDocument()})`;
export const BOOKS_TRGM_INDEX = `create index "books_search_trgm_index" on "books" using gin (${trigramDocument()} gin_trgm_ops)`;
export const ISSUES_FTS_INDEX = `create index "issues_search_fts_index" on "issues" using gin (${ftsDocument()})`;
export const ISSUES_TRGM_INDEX = `create index "issues_search_trgm_index" on "issues" using gin (${trigramDocument()} gin_trgm_ops)`;
export const USERS_TRGM_INDEX = `create index "users_username_trgm_index" on "users" using gin ("username" gin_trgm_ops)`;
