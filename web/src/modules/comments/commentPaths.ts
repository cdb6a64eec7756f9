import { issueDetailsPath } from '../works/utils/paths';

/** The search parameter the reader's page markers link with: the details page lists that page's comments. */
export const COMMENTS_PAGE_PARAM = 'commentsPage';

/** The link from a page in the reader to the comments about it on the details page. */
export function pageCommentsPath(
  urlSlug: string,
  bookId: number,
  issueNumber: number,
  pageNumber: number,
): string {
  const params = new URLSearchParams({ [COMMENTS_PAGE_PARAM]: String(pageNumber) });
  return `${issueDetailsPath(urlSlug, bookId, issueNumber)}?${params.toString()}#comments`;
}
