import type { IssuePage } from '../../modules/issues/issue-page.entity';
import type { Issue } from '../../modules/issues/issue.entity';
import type { ReaderPageTuple } from '../../modules/issues/public-works.rows';
import type { MediaService } from '../../modules/media/media.service';
import { iso } from './dates';

/** v1 page record. The issue's publisher is always its book's publisher. */
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

/** v1 page records by page number ascending. */
export function presentV1Pages(pages: IssuePage[], issue: Issue, media: MediaService) {
  return [...pages]
    .sort((a, b) => a.pageNumber - b.pageNumber)
    .map((p) => presentV1Page(p, issue, media));
}

/** v1 page record from the reader's row: the same keys and values as presentV1Page. */
export function presentV1PageRow(
  [id, pageNumber, key, dateCreated, lastUpdated]: ReaderPageTuple,
  issue: { id: number; book_id: number; publisher_id: number },
  media: MediaService,
) {
  return {
    id,
    publisher_id: issue.publisher_id,
    book_id: issue.book_id,
    issue_id: issue.id,
    page_number: pageNumber,
    photo_url: media.storage.urlFor(key),
    last_updated: lastUpdated,
    date_created: dateCreated,
  };
}
