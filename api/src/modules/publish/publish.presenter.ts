import type { BookGenre } from '../books/book-genre.entity';
import type { Book } from '../books/book.entity';
import type { WorkCredit } from '../credits/work-credit.entity';
import type { IssuePage } from '../issues/issue-page.entity';
import type { Issue } from '../issues/issue.entity';
import type { MediaService } from '../media/media.service';
import type { StoredImage } from '../media/stored-image.embeddable';

/** Entities -> the v1 publish JSON shapes (api-v1 §2.3-2.7). Ids are numbers, timestamps ISO strings. */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** §2.3 book record, owner view. */
export function presentV1Book(book: Book, media: MediaService) {
  return {
    id: book.id,
    publisher_id: book.publisher.id,
    title: book.title,
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

/** §2.4 issue record, owner view. */
export function presentV1Issue(issue: Issue, media: MediaService) {
  return {
    id: issue.id,
    publisher_id: issue.publisher.id,
    book_id: issue.book.id,
    title: issue.title,
    cover_photo: media.url(issue.cover),
    issue_number: issue.issueNumber,
    image_prefix_reference: issue.imagePrefixRef,
    last_updated: iso(issue.lastUpdated),
    date_created: iso(issue.dateCreated),
    description: issue.description,
  };
}

/** §2.5 page record. */
export function presentV1Page(page: IssuePage, issue: Issue, media: MediaService) {
  return {
    id: page.id,
    publisher_id: issue.publisher.id,
    book_id: issue.book.id,
    issue_id: issue.id,
    page_number: page.pageNumber,
    photo_url: media.url(page.image),
    last_updated: iso(page.lastUpdated),
    date_created: iso(page.dateCreated),
  };
}

export function presentV1Pages(pages: IssuePage[], issue: Issue, media: MediaService) {
  return [...pages]
    .sort((a, b) => a.pageNumber - b.pageNumber)
    .map((p) => presentV1Page(p, issue, media));
}

export function presentV1Genres(genres: BookGenre[]) {
  return genres.map((g) => ({ id: g.id, book_id: g.book.id, genre: g.genre }));
}

/** Credit rows as v1 returns them from create/update (P2 `workcredits`, P9 `updatedWorkCredits`). */
export function presentV1CreditRows(credits: WorkCredit[]) {
  return credits.map((c) => ({
    id: c.id,
    publisher_id: c.book.publisher?.id ?? null,
    book_id: c.book.id,
    issue_id: c.issue.id,
    creator_id: c.creator.id,
    creator_credit: c.role,
    date_created: iso(c.dateCreated),
  }));
}

/** P12 `workCredits`: one entry per credited user with their roles. */
export function presentV1CreditsByUser(credits: WorkCredit[]) {
  const byUser = new Map<number, { user: number; username: string; credits: string[] }>();
  for (const c of credits) {
    const entry = byUser.get(c.creator.id) ?? {
      user: c.creator.id,
      username: c.creator.username,
      credits: [],
    };
    if (!entry.credits.includes(c.role)) entry.credits.push(c.role);
    byUser.set(c.creator.id, entry);
  }
  return [...byUser.values()];
}

/** §2.7 stored-file descriptor, without the bytes (api-v1 §11-32). */
export function presentV1FileDescriptor(image: StoredImage) {
  return {
    Metadata: { name: image.originalName ?? 'Unknown File Name' },
    ContentType: image.contentType,
    ContentLength: image.byteSize,
  };
}
