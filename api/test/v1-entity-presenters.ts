import type { EntityManager } from '@mikro-orm/postgresql';
import { IssuePage } from '../src/modules/issues/issue-page.entity';
import type { Issue } from '../src/modules/issues/issue.entity';
import type { MediaService } from '../src/modules/media/media.service';
import { iso } from '../src/rest/v1-presenters/dates';

/**
 * The v1 reader's records built from loaded entities, the slow way. The server answers R2
 * from one row (presentV1Reader); reader-row.test.ts checks that both give the same body.
 */

/** An issue's pages by page number. */
export function issuePages(em: EntityManager, issue: Issue): Promise<IssuePage[]> {
  return em.find(IssuePage, { issue }, { orderBy: { pageNumber: 'asc' } });
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
