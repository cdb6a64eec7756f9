import type {
  PublicBookSearchRow,
  PublicIssueSearchRow,
} from '../../modules/issues/public-works.rows';
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

/** S1 item from its public-works row: the same keys, order and values as presentV1BookHit. */
export function presentV1BookRow(r: PublicBookSearchRow, media: MediaService) {
  return {
    user_id: r.publisher_id,
    username: r.username,
    user_photo: v1PhotoOfKey(r.photo_key, media),
    book_id: r.id,
    book_title: r.title,
    url_slug: r.url_slug,
    cover_photo: media.storage.urlFor(r.cover_key),
    description: r.description,
    status: r.status,
    last_updated: r.last_updated,
    date_created: r.date_created,
    content_rating: r.content_rating,
    genre_array: r.genres,
    total_issues: r.issue_count,
    total_book_pages: r.page_count,
  };
}

/** S2 item from its public-works row: the same keys, order and values as presentV1IssueHit. */
export function presentV1IssueRow(r: PublicIssueSearchRow, media: MediaService) {
  return {
    user_id: r.publisher_id,
    username: r.username,
    user_photo: v1PhotoOfKey(r.photo_key, media),
    issue_id: r.id,
    issue_title: r.title,
    description: r.description,
    cover_photo: media.storage.urlFor(r.cover_key),
    issue_number: r.issue_number,
    date_created: r.date_created,
    book_id: r.book_id,
    book_title: r.book_title,
    status: r.status,
    url_slug: r.url_slug,
    content_rating: r.content_rating,
    genre_array: r.genres,
    total_issues: r.issue_count,
    total_issue_pages: r.page_count,
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

/** A v1 search answer (S1-S3) without its envelope's status: the kind, the counts, the items. */
export function presentV1SearchPage(page: V1SearchPage, media: MediaService) {
  const items = presentV1SearchItems(page, media);
  return {
    type: page.kind,
    totalResultCount: page.totalCount,
    currentResultCount: items.length,
    [page.kind]: items,
  };
}
