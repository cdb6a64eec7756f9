/**
 * The rows of the public-works statement family (public-works.queries.ts): one shape per
 * record, whatever the transport. Column names follow the tables (`date_created`,
 * `last_updated`, `username` for the publisher's name); dates are ISO text, formatted in SQL.
 * Presenters map these rows to each transport's field names (v1 items, OPDS, JSON-LD,
 * ComicInfo, Meilisearch documents).
 */

/** A public issue with its book and publisher: the columns every issue statement selects. */
export interface PublicIssueRow {
  id: number;
  issue_number: number;
  title: string;
  description: string;
  cover_key: string;
  cover_content_type: string;
  image_prefix_ref: string;
  /** ISO. */
  date_created: string;
  /** ISO, or null when never edited. */
  last_updated: string | null;
  book_id: number;
  book_title: string;
  url_slug: string;
  status: string;
  content_rating: string;
  publisher_id: number;
  /** The publisher's username. */
  username: string;
  /** The publisher's photo. */
  photo_key: string | null;
}

/** A visible book with its publisher: the columns every book statement selects. */
export interface PublicBookRow {
  id: number;
  title: string;
  url_slug: string;
  description: string;
  cover_key: string;
  status: string;
  content_rating: string;
  /** ISO. */
  date_created: string;
  /** ISO, or null when never edited. */
  last_updated: string | null;
  publisher_id: number;
  username: string;
  photo_key: string | null;
}

/** A page as the reader shows it: [id, page number, image key, date created ISO, last updated ISO | null]. */
export type ReaderPageTuple = [number, number, string, string, string | null];

/** A page as an archive holds it: [page number, key, content type, byte size, width, height, spread]. */
export type PageFileTuple = [number, string, string, number, number, number, boolean];

/** The shared aggregates a statement may add to its row (each computed by one SQL fragment). */
export interface PublicWorkAggregates {
  /** Issue rows: the issue's pages; book rows: the pages of the book's released issues. */
  page_count: number;
  /** The book's genres, lower-case, alphabetical. */
  genres: string[];
  /** The book's released issues. */
  issue_count: number;
  /** [role, username] by role then username; deactivated accounts are left out. */
  credits: [string, string][];
  /** By page number. */
  pages: ReaderPageTuple[];
  /** By page number. */
  page_files: PageFileTuple[];
}

type With<K extends keyof PublicWorkAggregates> = Pick<PublicWorkAggregates, K>;

/** An OPDS entry (feeds, catalogue search). */
export type PublicIssueEntryRow = PublicIssueRow & With<'page_count' | 'genres'>;
/** Everything an issue's CBZ (and its DiViNa manifest) holds, with the print layout. */
export type PublicIssueArchiveRow = PublicIssueRow &
  With<'genres' | 'credits' | 'page_files'> & { cover_stands_alone: boolean; pair_offset: number };
/** The server-rendered head of an issue's pages. */
export type PublicIssueHeadRow = PublicIssueRow & With<'credits'>;
/** The v1 reader (R2). */
export type PublicIssueReaderRow = PublicIssueRow & With<'pages'>;
/** A v1 search item (S2). */
export type PublicIssueSearchRow = PublicIssueRow & With<'page_count' | 'genres' | 'issue_count'>;
/** What a reading event stores about its issue (analytics). */
export interface PublicIssueRecordingRow {
  id: number;
  book_id: number;
  publisher_id: number;
  page_count: number;
}
/** What reading progress checks before it writes. */
export type PublicIssueProgressRow = PublicIssueRow & With<'page_count'>;

/** The server-rendered head of a book's page. */
export type PublicBookHeadRow = PublicBookRow & With<'genres'>;
/** A v1 search item (S1). */
export type PublicBookSearchRow = PublicBookRow & With<'genres' | 'issue_count' | 'page_count'>;

/** A search document's row: any work (visible or not: `visible` says which) with its genres. */
export type WorkDocumentRow = (PublicBookRow | PublicIssueRow) &
  With<'genres'> & { visible: boolean; popularity: number };
