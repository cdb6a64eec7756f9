import type { MediaService } from '../../modules/media/media.service';
import type { UserView } from '../../modules/users/user.entity';
import { isActiveUser } from '../../modules/users/users.policy';
import { photoUrls } from '../../modules/users/users.presenter';
import type { V1SearchPage } from '../../modules/search/search.service';
import { iso } from './dates';
import { v1PhotoOfKey } from './user';

/** S3 item. */
export function presentV1UserHit(user: UserView, subscribers: number, media: MediaService) {
  return {
    id: user.id,
    username: user.username,
    user_photo: photoUrls(user, media).photoUrl,
    // A deactivated account (the signed-in credit picker) shows its id and username only.
    date_created: isActiveUser(user) ? iso(user.dateCreated) : null,
    total_subscribers: subscribers,
  };
}

/** One S1 row as the service's single statement returns it (dates already ISO text). */
export interface V1BookRow {
  user_id: number;
  username: string;
  photo_key: string | null;
  book_id: number;
  book_title: string;
  url_slug: string;
  cover_key: string;
  description: string;
  status: string;
  last_updated: string | null;
  date_created: string;
  content_rating: string;
  genre_array: string[];
  total_issues: number;
  total_book_pages: number;
}

/** One S2 row as the service's single statement returns it. */
export interface V1IssueRow {
  user_id: number;
  username: string;
  photo_key: string | null;
  issue_id: number;
  issue_title: string;
  description: string;
  cover_key: string;
  issue_number: number;
  date_created: string;
  book_id: number;
  book_title: string;
  status: string;
  url_slug: string;
  content_rating: string;
  genre_array: string[];
  total_issues: number;
  total_issue_pages: number;
}

/** S1 item from its row: the same keys, order and values as presentV1BookHit. */
export function presentV1BookRow(r: V1BookRow, media: MediaService) {
  return {
    user_id: r.user_id,
    username: r.username,
    user_photo: v1PhotoOfKey(r.photo_key, media),
    book_id: r.book_id,
    book_title: r.book_title,
    url_slug: r.url_slug,
    cover_photo: media.storage.urlFor(r.cover_key),
    description: r.description,
    status: r.status,
    last_updated: r.last_updated,
    date_created: r.date_created,
    content_rating: r.content_rating,
    genre_array: r.genre_array,
    total_issues: r.total_issues,
    total_book_pages: r.total_book_pages,
  };
}

/** S2 item from its row: the same keys, order and values as presentV1IssueHit. */
export function presentV1IssueRow(r: V1IssueRow, media: MediaService) {
  return {
    user_id: r.user_id,
    username: r.username,
    user_photo: v1PhotoOfKey(r.photo_key, media),
    issue_id: r.issue_id,
    issue_title: r.issue_title,
    description: r.description,
    cover_photo: media.storage.urlFor(r.cover_key),
    issue_number: r.issue_number,
    date_created: r.date_created,
    book_id: r.book_id,
    book_title: r.book_title,
    status: r.status,
    url_slug: r.url_slug,
    content_rating: r.content_rating,
    genre_array: r.genre_array,
    total_issues: r.total_issues,
    total_issue_pages: r.total_issue_pages,
  };
}

/** The S1, S2 or S3 items of one v1 search page. */
export function presentV1SearchItems(
  page: V1SearchPage,
  media: MediaService,
): Record<string, unknown>[] {
  if (page.kind === 'books') return page.books.map((r) => presentV1BookRow(r, media));
  if (page.kind === 'issues') return page.issues.map((r) => presentV1IssueRow(r, media));
  return page.users.map((u) => presentV1UserHit(u, page.subscribersByUser.get(u.id) ?? 0, media));
}
