import type { Issue } from '../../modules/issues/issue.entity';
import type { MediaService } from '../../modules/media/media.service';
import type { ReaderIssueRow } from '../../modules/reading/reading.service';
import { iso } from './dates';
import { presentV1PageRow } from './page';

/** The v1 issue record, owner view (publish). */
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
    // Added (scheduled releases): when readers see the issue; in the future while scheduled.
    release_at: iso(issue.releaseAt),
  };
}

/** v1 R2 `issue` from the reader's row (reader-row.test.ts checks it against the entities). */
function presentV1ReadIssueRow(row: ReaderIssueRow, media: MediaService) {
  return {
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
  };
}

/** v1 R2 body from the reader's single row (the page records as presentV1Page shapes them). */
export function presentV1Reader(row: ReaderIssueRow, media: MediaService) {
  return {
    issue: presentV1ReadIssueRow(row, media),
    issueAssets: row.pages.map((page) => presentV1PageRow(page, row, media)),
    totalIssueAssets: row.pages.length,
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
