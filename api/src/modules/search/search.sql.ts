// SQL shared by the search indexes (declared on the entities, created by migrations) and
// the PostgreSQL search provider. The planner only uses an expression index when the query
// repeats the indexed expression, so both sides build it here.
// Keep this file free of imports: the entities import it.

// `search_vector` holds the weighted full-text document of a book or issue: title (A) and
// description (B), `simple` dictionary (no stemming, so prefixes behave). The search
// migration's trigger keeps it current.

// The full-text GIN indexes have `fastupdate` off: with it, new entries wait in an unsorted
// pending list (up to 4 MB) that every search scans linearly until a vacuum merges it,
// which made common-word searches several times slower. Books and issues are written
// rarely and searched constantly, so each write pays to update the index instead.
export const BOOKS_FTS_INDEX = `create index "books_search_fts_index" on "books" using gin ("search_vector") with (fastupdate = off)`;
export const BOOKS_TRGM_INDEX = `create index "books_title_trgm_index" on "books" using gin ("title" gin_trgm_ops)`;
export const ISSUES_FTS_INDEX = `create index "issues_search_fts_index" on "issues" using gin ("search_vector") with (fastupdate = off)`;
export const ISSUES_TRGM_INDEX = `create index "issues_title_trgm_index" on "issues" using gin ("title" gin_trgm_ops)`;
export const USERS_TRGM_INDEX = `create index "users_username_trgm_index" on "users" using gin ("username" gin_trgm_ops)`;
export const SEARCH_TERMS_TRGM_INDEX = `create index "search_terms_trgm_index" on "search_terms" using gin ("term" gin_trgm_ops)`;
// Byte-wise order whatever the database collation, so "is a prefix of some term" is an index
// range scan (`~>=~` / `~<~`), also with the word as a parameter.
export const SEARCH_TERMS_PREFIX_INDEX = `create index "search_terms_prefix_index" on "search_terms" ("term" text_pattern_ops)`;
