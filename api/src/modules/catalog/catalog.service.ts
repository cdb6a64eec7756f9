import { divinaManifest } from './divina-manifest';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import { GENRE_KEYS, LIMITS, MESSAGES } from '../../config/limits';
import { dbOf, type Db } from '../../db/sql';
import { badInput, notFound, rateLimited } from '../../shared/app-error';
import { Semaphore } from '../../shared/semaphore';
import { derivativeWidths } from '../media/image-processor';
import { SEARCH_MAX_QUERY_LENGTH } from '../search/search.params';
import {
  catalogCreators,
  catalogEntries,
  catalogEntriesByIds,
  catalogGenres,
  catalogLastUpdate,
  type CatalogEntryRow,
  type CbzIssueRow,
  cbzIssue,
  type CountedGroup,
  type EntryFilter,
  publicIssueIds,
  publicPage,
} from './catalog.queries';
import { catalogLinks } from './catalog-links';
import { type CbzArchive, cbzArchive } from '../archives/pack';
import { RecordingService } from '../analytics/recording.service';
import type { ReadingClient } from '../analytics/reading-client';

/** A page of entries (or groups) and whether another page follows. */
export interface CatalogPage<T> {
  items: T[];
  page: number;
  hasNext: boolean;
  /** Known for search only. */
  total?: number;
}

/** A CBZ ready to stream, with the file name to offer. */
export interface CbzDownload {
  issue: CbzIssueRow;
  fileName: string;
  archive: CbzArchive;
}

/**
 * A page image for OPDS page streaming, always a JPEG (the type the feed declares): a stored
 * file to redirect to (a JPEG original, or a JPEG transcoded earlier), or one just transcoded.
 */
export type PageImage =
  { kind: 'stored'; url: string } | { kind: 'transcoded'; contentType: 'image/jpeg'; body: Buffer };

/**
 * Page transcodes under way in this process: decoding a page takes tens of megabytes and a
 * core, so a burst of uncached widths waits here or is turned away (429), never piles up.
 */
export const pageTranscodes = new Semaphore(
  LIMITS.opdsTranscodeConcurrency,
  LIMITS.opdsTranscodeQueue,
);

/**
 * The width a page is served at for a client that asked for `asked` px (null: no limit): the
 * narrowest stored derivative width of the page preset at least that wide, else the page's
 * own width. A page has at most four widths, so at most four transcodes ever.
 */
export function snappedPageWidth(pageWidth: number, asked: number | null): number {
  if (asked === null) return pageWidth;
  return derivativeWidths('page', pageWidth).find((w) => w >= asked) ?? pageWidth;
}

/** Where the JPEG of a page at `width` is kept, beside the original (`a/b/c.png` -> `a/b/c_w480.jpg`). */
export const transcodedPageKey = (key: string, width: number) =>
  `${key.replace(/\.[a-z0-9]+$/, '')}_w${width}.jpg`;

/** A client turned away by the transcode cap may try again this soon (a transcode takes well under a second). */
const TRANSCODE_RETRY_AFTER_SECONDS = 2;

/** The date a feed of an empty catalogue shows. */
const EPOCH = new Date(0).toISOString();

const SAFE_FILE_CHARS = /[^\p{L}\p{N} ._()#,'&-]+/gu;

/** "Book Title #003 - Issue Title.cbz", without characters file systems or headers choke on. */
export function cbzFileName(issue: Pick<CbzIssueRow, 'book_title' | 'issue_number' | 'title'>) {
  const clean = (s: string) => s.replace(SAFE_FILE_CHARS, ' ').replace(/\s+/g, ' ').trim();
  const name = `${clean(issue.book_title)} #${String(issue.issue_number).padStart(3, '0')} - ${clean(issue.title)}`;
  return `${name.slice(0, 150).trim()}.cbz`;
}

/**
 * The public catalogue: OPDS feeds, CBZ export and page streaming. Read-only and anonymous;
 * every read keeps to public issues (catalog.queries.ts).
 */
export class CatalogService {
  private readonly db: Db;

  constructor(
    private readonly deps: AppDeps,
    em: EntityManager = deps.orm.em.fork() as EntityManager,
  ) {
    this.db = dbOf(em, deps);
  }

  /** 1..opdsMaxPage from a query value (absent = 1); anything else is the client's mistake. */
  static parsePage(value: unknown): number {
    if (value === undefined || value === '') return 1;
    const text = Array.isArray(value) ? String(value[value.length - 1]) : String(value);
    if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > LIMITS.opdsMaxPage) {
      throw badInput(`page must be a whole number from 1 to ${LIMITS.opdsMaxPage}`, 'page');
    }
    return Number(text);
  }

  /** The latest change to any public issue (ISO). */
  async lastUpdate(): Promise<string> {
    return (await catalogLastUpdate(this.db)) ?? EPOCH;
  }

  /** Public issues newest first, optionally of one genre or one creator. */
  async entries(filter: EntryFilter, page: number): Promise<CatalogPage<CatalogEntryRow>> {
    if (filter.kind === 'genre' && !GENRE_KEYS.includes(filter.genre)) {
      throw notFound('No such genre');
    }
    const size = LIMITS.opdsPageSize;
    const found = await catalogEntries(this.db, filter, size + 1, (page - 1) * size);
    if (filter.kind === 'creator' && found.length === 0 && page === 1) {
      throw notFound('No public issues by this creator');
    }
    return { items: found.slice(0, size), page, hasNext: found.length > size };
  }

  /** Genres with public issues, alphabetical. */
  genres(): Promise<(CountedGroup & { genre: string })[]> {
    return catalogGenres(this.db);
  }

  /** Creators with public issues by username. */
  async creators(page: number): Promise<CatalogPage<CountedGroup & { username: string }>> {
    const size = LIMITS.opdsPageSize;
    const found = await catalogCreators(this.db, size + 1, (page - 1) * size);
    return { items: found.slice(0, size), page, hasNext: found.length > size };
  }

  /** Issues matching free text, through the site's search engine (relevance order). */
  async search(q: unknown, page: number): Promise<CatalogPage<CatalogEntryRow>> {
    const text = typeof q === 'string' ? q.trim().slice(0, SEARCH_MAX_QUERY_LENGTH) : '';
    if (text === '') throw badInput('Give the words to search for in q', 'q');
    const size = LIMITS.opdsPageSize;
    if (page * size > LIMITS.searchMaxRows) {
      throw badInput(`Search pages go up to ${Math.floor(LIMITS.searchMaxRows / size)}`, 'page');
    }
    const hits = await this.deps.search.search(this.db.em, {
      kind: 'issues',
      q: text,
      page,
      limit: size,
    });
    const items = await catalogEntriesByIds(this.db, hits.ids);
    return { items, page, hasNext: page * size < hits.totalCount, total: hits.totalCount };
  }

  /**
   * The public issue's CBZ, streaming; removed works and unknown ids are 404. A download by
   * `reader` counts as a read (analytics); a HEAD request passes none.
   */
  async cbz(
    which: { issueId: number } | { bookId: number; issueNumber: number },
    reader?: ReadingClient,
  ): Promise<CbzDownload> {
    const issue = await cbzIssue(this.db, which);
    if (!issue) throw notFound('Issue not found');
    if (reader) new RecordingService(this.db, this.deps).cbzDownloaded(issue, reader);
    const web = catalogLinks.issueDetails(
      this.deps.config.publicUrl,
      issue.url_slug,
      issue.book_id,
      issue.issue_number,
    );
    const archive = await cbzArchive(issue, this.deps.media.storage, web);
    return { issue, fileName: cbzFileName(issue), archive };
  }

  /** The public issue as a DiViNa manifest (pages with their Readium `page` hints); 404 otherwise. */
  async manifest(issueId: number): Promise<ReturnType<typeof divinaManifest>> {
    const issue = await cbzIssue(this.db, { issueId });
    if (!issue) throw notFound('Issue not found');
    return divinaManifest(this.deps.config.publicUrl, issue);
  }

  /**
   * Page `pageIndex` (0-based, as OPDS-PSE counts) of a public issue as a JPEG at most
   * `maxWidth` wide, at a snapped width (snappedPageWidth). A JPEG original at its own width
   * is redirected to; anything else is transcoded once and kept in media storage, so later
   * requests redirect to the kept file. Kept files are not referenced by a row: the media
   * sweep deletes them after its grace period, and the next request makes them again.
   */
  async pageImage(
    issueId: number,
    pageIndex: number,
    maxWidth: number | null,
    reader?: ReadingClient,
  ): Promise<PageImage> {
    const page = await publicPage(this.db, issueId, pageIndex + 1);
    if (!page) throw notFound('Page not found');
    // Streaming a page is reading it (analytics); counting never fails the page.
    if (reader)
      await new RecordingService(this.db, this.deps)
        .opdsPage(issueId, pageIndex + 1, reader)
        .catch((error: unknown) =>
          this.deps.log.warn('could not count an OPDS page read', { error: String(error) }),
        );
    const { storage } = this.deps.media;
    const width = snappedPageWidth(page.width, maxWidth);
    if (page.content_type === 'image/jpeg' && width === page.width) {
      return { kind: 'stored', url: storage.urlFor(page.key) };
    }
    const key = transcodedPageKey(page.key, width);
    if (await storage.exists(key)) return { kind: 'stored', url: storage.urlFor(key) };
    const done = await pageTranscodes.run(async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(page.key)) chunks.push(chunk as Buffer);
      const body = await sharp(Buffer.concat(chunks), { limitInputPixels: LIMITS.maxInputPixels })
        .resize({ width, withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      await storage.put(key, body, 'image/jpeg');
      return body;
    });
    if (!done) {
      throw rateLimited(MESSAGES.opdsTranscodesBusy, TRANSCODE_RETRY_AFTER_SECONDS);
    }
    return { kind: 'transcoded', contentType: 'image/jpeg', body: done.value };
  }

  /** The ids among `ids` whose CBZ anyone may download. */
  downloadable(ids: readonly number[]): Promise<Set<number>> {
    return publicIssueIds(this.db, ids);
  }
}
