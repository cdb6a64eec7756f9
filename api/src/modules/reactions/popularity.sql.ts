import { releasedIssueSql } from '../issues/issues.policy';

/**
 * How popular a work is, for search's POPULAR sort and the Meilisearch documents: likes,
 * rating stars and readers added up. Ratings count by their stars, so a well-rated book
 * outranks one rated as often but lower. Readers are the all-time readers the analytics
 * rollup keeps (`book_read_totals`, `issue_read_totals`: daily unique readers added up, signed
 * in or not), so anonymous reading counts too and no read scans reading_progress. Each part
 * is one primary-key or indexed lookup. This file imports no module's queries, so the
 * public-works family can take it in.
 */

/** SQL (int): the popularity of the book whose alias is `book`. */
export const bookPopularitySql = (book: string): string =>
  `(coalesce((select sum(pl.likes) from issues pi join issue_like_totals pl on pl.issue_id = pi.id
               where pi.book_id = ${book}.id and ${releasedIssueSql('pi')}), 0)
    + coalesce((select pr.rating_sum from book_rating_totals pr where pr.book_id = ${book}.id), 0)
    + coalesce((select rt.readers from book_read_totals rt where rt.book_id = ${book}.id), 0))::int`;

/** SQL (int): the popularity of the issue whose alias is `issue`: its likes and its readers. */
export const issuePopularitySql = (issue: string): string =>
  `(coalesce((select pl.likes from issue_like_totals pl where pl.issue_id = ${issue}.id), 0)
    + coalesce((select rt.readers from issue_read_totals rt where rt.issue_id = ${issue}.id), 0))::int`;
