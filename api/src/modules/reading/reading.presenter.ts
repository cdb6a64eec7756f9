import type { Book } from '../books/book.entity';
import { CreditRoleEnum, type WorkCredit } from '../credits/work-credit.entity';
import type { IssuePage } from '../issues/issue-page.entity';
import type { Issue } from '../issues/issue.entity';
import type { MediaService } from '../media/media.service';
import { escapeHtml } from '../users/users.service';
import type { AccreditedGroup, ReaderIssueRow } from './reading.service';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** v1 R1 `book` (api-v1 §5): the book row with `book_title` and the publisher's username. */
export function presentV1ReadBook(book: Book, media: MediaService) {
  return {
    id: book.id,
    book_id: book.id,
    username: book.publisher.username,
    publisher_id: book.publisher.id,
    book_title: book.title,
    url_slug: book.urlSlug,
    cover_photo: media.url(book.cover),
    description: book.description,
    status: book.status,
    removed: book.removed,
    image_prefix_reference: book.imagePrefixRef,
    last_updated: iso(book.lastUpdated),
    date_created: iso(book.dateCreated),
    content_rating: book.contentRating,
  };
}

/** v1 R2 `issue`: issue fields plus the book's status, title and rating. Needs book.publisher loaded. */
export function presentV1ReadIssue(issue: Issue, media: MediaService) {
  const { book } = issue;
  return {
    id: issue.id,
    issue_id: issue.id,
    username: book.publisher.username,
    status: book.status,
    book_title: book.title,
    content_rating: book.contentRating,
    url_slug: book.urlSlug,
    publisher_id: book.publisher.id,
    book_id: book.id,
    issue_title: issue.title,
    cover_photo: media.url(issue.cover),
    issue_number: issue.issueNumber,
    image_prefix_reference: issue.imagePrefixRef,
    last_updated: iso(issue.lastUpdated),
    date_created: iso(issue.dateCreated),
    description: issue.description,
  };
}

/** v1 R2 body from the reader's single row (same keys and values as presentV1ReadIssue + presentV1Page). */
export function presentV1Reader(row: ReaderIssueRow, media: MediaService) {
  return {
    issue: {
      id: row.id,
      issue_id: row.id,
      username: row.username,
      status: row.status,
      book_title: row.book_title,
      content_rating: row.content_rating,
      url_slug: row.url_slug,
      publisher_id: row.publisher_id,
      book_id: row.book_id,
      issue_title: row.title,
      cover_photo: media.storage.urlFor(row.cover_key),
      issue_number: row.issue_number,
      image_prefix_reference: row.image_prefix_ref,
      last_updated: row.last_updated,
      date_created: row.date_created,
      description: row.description,
    },
    issueAssets: row.pages.map(([id, pageNumber, key, dateCreated, lastUpdated]) => ({
      id,
      publisher_id: row.publisher_id,
      book_id: row.book_id,
      issue_id: row.id,
      page_number: pageNumber,
      photo_url: media.storage.urlFor(key),
      last_updated: lastUpdated,
      date_created: dateCreated,
    })),
    totalIssueAssets: row.pages.length,
  };
}

/** v1 page record (api-v1 §2.5). */
export function presentV1Page(page: IssuePage, issue: Issue, media: MediaService) {
  return {
    id: page.id,
    publisher_id: issue.book.publisher.id,
    book_id: issue.book.id,
    issue_id: issue.id,
    page_number: page.pageNumber,
    photo_url: media.url(page.image),
    last_updated: iso(page.lastUpdated),
    date_created: iso(page.dateCreated),
  };
}

/** v1 R3 list item (note the key `title`). */
export function presentV1IssueListItem(issue: Issue) {
  return {
    issue_id: issue.id,
    title: issue.title,
    issue_number: issue.issueNumber,
    date_created: iso(issue.dateCreated),
  };
}

const V1_CREDIT_KEYS: Record<CreditRoleEnum, string> = {
  [CreditRoleEnum.WRITER]: 'writers',
  [CreditRoleEnum.ARTIST]: 'artists',
  [CreditRoleEnum.EDITOR]: 'editors',
  [CreditRoleEnum.INKER]: 'inkers',
  [CreditRoleEnum.LETTERER]: 'letterers',
  [CreditRoleEnum.PENCILLER]: 'pencillers',
  [CreditRoleEnum.COLORIST]: 'colorists',
  [CreditRoleEnum.COVER_ARTIST]: 'coverArtists',
};

/** v1 R4/R5: one array of distinct usernames (ascending) per role; deactivated users are left out. */
export function presentV1Credits(rows: WorkCredit[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const role of Object.values(CreditRoleEnum)) {
    const names = new Set(
      rows.filter((r) => r.role === role && r.creator.active).map((r) => r.creator.username),
    );
    result[V1_CREDIT_KEYS[role]] = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
  return result;
}

const V1_ACCREDITED_KEYS: Record<CreditRoleEnum, string> = {
  [CreditRoleEnum.WRITER]: 'writer',
  [CreditRoleEnum.ARTIST]: 'artist',
  [CreditRoleEnum.EDITOR]: 'editor',
  [CreditRoleEnum.INKER]: 'inker',
  [CreditRoleEnum.LETTERER]: 'letterer',
  [CreditRoleEnum.PENCILLER]: 'penciller',
  [CreditRoleEnum.COLORIST]: 'colorist',
  [CreditRoleEnum.COVER_ARTIST]: 'coverArtist',
};

/**
 * v1 S4: one array per role. The v1 client inserts the titles into HTML unescaped
 * (api-v1 §11-6), so they are HTML-escaped here (titles with < > are refused on upload too).
 */
export function presentV1AccreditedWorks(groups: AccreditedGroup[]): Record<string, unknown[]> {
  const result: Record<string, unknown[]> = {};
  for (const group of groups) {
    result[V1_ACCREDITED_KEYS[group.role]] = group.issues.map((issue) => ({
      id: issue.book.id,
      book_id: issue.book.id,
      issue_id: issue.id,
      issue_number: issue.issueNumber,
      issue_title: escapeHtml(issue.title),
      book_title: escapeHtml(issue.book.title),
      date_created: iso(issue.dateCreated),
      creator_credit: group.role,
    }));
  }
  return result;
}
