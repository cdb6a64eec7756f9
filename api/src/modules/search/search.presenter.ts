import type { Book } from '../books/book.entity';
import type { Issue } from '../issues/issue.entity';
import type { MediaService } from '../media/media.service';
import type { User } from '../users/user.entity';
import { photoUrls } from '../users/users.presenter';

/** Derived numbers of the v1 search items, loaded set-based by the service. */
export interface V1Counts {
  genresByBook: Map<number, string[]>;
  issuesByBook: Map<number, number>;
  pagesByBook: Map<number, number>;
  pagesByIssue: Map<number, number>;
  subscribersByUser: Map<number, number>;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** S1 item (api-v1 §6). */
export function presentV1BookHit(book: Book, counts: V1Counts, media: MediaService) {
  const publisher = book.publisher;
  return {
    user_id: publisher.id,
    username: publisher.username,
    user_photo: photoUrls(publisher, media).photoUrl,
    book_id: book.id,
    book_title: book.title,
    url_slug: book.urlSlug,
    cover_photo: media.url(book.cover),
    description: book.description,
    status: book.status,
    last_updated: iso(book.lastUpdated),
    date_created: iso(book.dateCreated),
    content_rating: book.contentRating,
    genre_array: counts.genresByBook.get(book.id) ?? [],
    total_issues: counts.issuesByBook.get(book.id) ?? 0,
    total_book_pages: counts.pagesByBook.get(book.id) ?? 0,
  };
}

/** S2 item (api-v1 §6) without the email (FIX). */
export function presentV1IssueHit(issue: Issue, counts: V1Counts, media: MediaService) {
  const book = issue.book;
  const publisher = book.publisher;
  return {
    user_id: publisher.id,
    username: publisher.username,
    user_photo: photoUrls(publisher, media).photoUrl,
    issue_id: issue.id,
    issue_title: issue.title,
    description: issue.description,
    cover_photo: media.url(issue.cover),
    issue_number: issue.issueNumber,
    date_created: iso(issue.dateCreated),
    book_id: book.id,
    book_title: book.title,
    status: book.status,
    url_slug: book.urlSlug,
    content_rating: book.contentRating,
    genre_array: counts.genresByBook.get(book.id) ?? [],
    total_issues: counts.issuesByBook.get(book.id) ?? 0,
    total_issue_pages: counts.pagesByIssue.get(issue.id) ?? 0,
  };
}

/** S3 item (api-v1 §6). */
export function presentV1UserHit(user: User, counts: V1Counts, media: MediaService) {
  return {
    id: user.id,
    username: user.username,
    user_photo: photoUrls(user, media).photoUrl,
    date_created: iso(user.dateCreated),
    total_subscribers: counts.subscribersByUser.get(user.id) ?? 0,
  };
}
