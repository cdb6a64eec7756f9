import { releasedIssueSql } from '../issues/issues.policy';

/**
 * How popular a work is, for search's POPULAR sort and the Meilisearch documents: likes,
 * rating stars and distinct readers (reading progress) added up. Ratings count by their stars,
 * so a well-rated book outranks one rated as often but lower. Each part is an indexed lookup:
 * the like and rating counters (kept by triggers) and reading_progress by book or issue. This
 * file imports no module's queries, so the public-works family can take it in.
 */

/** SQL (int): the popularity of the book whose alias is `book`. */
export const bookPopularitySql = (book: string): string =>
  `(coalesce((select sum(pl.likes) from issues pi join issue_like_totals pl on pl.issue_id = pi.id
               where pi.book_id = ${book}.id and ${releasedIssueSql('pi')}), 0)
    + coalesce((select pr.rating_sum from book_rating_totals pr where pr.book_id = ${book}.id), 0)
    + (select count(distinct rp.user_id) from reading_progress rp where rp.book_id = ${book}.id))::int`;

/** SQL (int): the popularity of the issue whose alias is `issue`: its likes and its readers. */
export const issuePopularitySql = (issue: string): string =>
  `(coalesce((select pl.likes from issue_like_totals pl where pl.issue_id = ${issue}.id), 0)
    + (select count(*) from reading_progress rp where rp.issue_id = ${issue}.id))::int`;
