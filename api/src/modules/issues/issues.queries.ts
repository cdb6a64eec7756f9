import { columnsOf, type Db, rows, type Statement, statement, toView, views } from '../../db/sql';
import { groupBy } from '../../shared/collections';
import type { CreditRoleEnum } from '../credits/work-credit.entity';
import { User, type UserView } from '../users/user.entity';
import { IssuePage, type IssuePageView } from './issue-page.entity';
import { issueVisibleToSql } from './issues.policy';

/** A credit as the field resolvers use it: the role and the credited user (any user, deactivated too). */
export interface CreditRow {
  role: CreditRoleEnum;
  creator: UserView;
}

/** A credit with the id of the issue or book it was looked up by. */
export interface KeyedCredit {
  key: number;
  credit: CreditRow;
}

/**
 * Credit rows with the credited user's columns as JSON (mapped to a user view). `offset 0`
 * keeps the user lookup a per-credit index probe: flattened into a join, the planner
 * merge-joined the users index from its start up to the highest credited id.
 */
const creditsWhere = (where: string, key: string) =>
  statement(
    `select wc.${key} as key, wc.role, row_to_json(u) as creator
       from work_credits wc
       join lateral (select ${columnsOf(User, 'x')} from users x where x.id = wc.creator_id offset 0) u on true
      where ${where} order by wc.${key}, wc.role, u.username`,
  );

/** Reads of issues' pages and credits that are not a plain `em.find`. */
export const issuesQueries = {
  /** Pages of each issue in page order: rows of `columnsOf(IssuePage)`, run as views. */
  pagesByIssue: statement(
    `select ${columnsOf(IssuePage, 'p')} from issue_pages p
      where p.issue_id = any($1::int[]) order by p.issue_id, p.page_number`,
  ),
  /**
   * The first `$3` pages of each issue after a page number: `$1` issue ids, `$2` the page
   * number to start after (0 = the start), pairwise; rows of `columnsOf(IssuePage)` plus
   * `ord` (the pair's 1-based position), run as views.
   */
  pageSlices: statement(
    `select k.ord, p.* from unnest($1::int[], $2::int[]) with ordinality as k(issue_id, after_number, ord)
       cross join lateral (select ${columnsOf(IssuePage, 'x')} from issue_pages x
         where x.issue_id = k.issue_id and x.page_number > k.after_number
         order by x.page_number limit $3) p
      order by k.ord, p.page_number`,
  ),
  /** Rows `{ issue_id, count }` (issues without pages have no row). */
  pageCountByIssue: statement(
    'select issue_id, count(*)::int as count from issue_pages where issue_id = any($1::int[]) group by issue_id',
  ),
  /** Rows `{ key: issue id, role, creator: user row as JSON }` by issue, role, username. */
  creditsByIssue: creditsWhere('wc.issue_id = any($1::int[])', 'issue_id'),
  /**
   * Rows `{ key: book id, role, creator: user row as JSON }` by book, role, username: credits
   * on the issues the viewer `$2` (id or null) sees (issues.policy.ts).
   */
  creditsByBook: creditsWhere(
    `wc.book_id = any($1::int[])
        and exists (select 1 from issues ci where ci.id = wc.issue_id and ${issueVisibleToSql('ci', '$2')})`,
    'book_id',
  ),
};

/** Pages of the issues as views, by issue then page number. */
export function pagesOfIssues(db: Db, issueIds: readonly number[]): Promise<IssuePageView[]> {
  return views<IssuePageView>(db, IssuePage, issuesQueries.pagesByIssue, [[...issueIds]]);
}

/** Pages of each (issue, after page number) pair, at most `limit` each, aligned with the pairs. */
export async function pageSlicesOfIssues(
  db: Db,
  requests: readonly { parentId: number; after: number }[],
  limit: number,
): Promise<IssuePageView[][]> {
  const found = await rows<Record<string, unknown> & { ord: string | number }>(
    db,
    issuesQueries.pageSlices,
    [requests.map((r) => r.parentId), requests.map((r) => r.after), limit],
  );
  const byOrd = groupBy(found, (r) => Number(r.ord));
  return requests.map((_r, i) =>
    (byOrd.get(i + 1) ?? []).map((row) => toView<IssuePageView>(db, IssuePage, row)),
  );
}

/** Number of pages of each issue that has any. */
export function pageCountsOfIssues(
  db: Db,
  issueIds: readonly number[],
): Promise<{ issue_id: number; count: number }[]> {
  return rows(db, issuesQueries.pageCountByIssue, [[...issueIds]]);
}

/** Runs a credits statement; each credited user becomes one view, shared by their credits. */
async function keyedCredits(db: Db, st: Statement, values: unknown[]): Promise<KeyedCredit[]> {
  const found = await rows<{
    key: number;
    role: CreditRoleEnum;
    creator: Record<string, unknown>;
  }>(db, st, values);
  const users = new Map<number, UserView>();
  return found.map((r) => {
    const id = Number(r.creator.id);
    let creator = users.get(id);
    if (!creator) {
      creator = toView<UserView>(db, User, r.creator);
      users.set(id, creator);
    }
    return { key: r.key, credit: { role: r.role, creator } };
  });
}

/** Credits of the issues by issue, role, username, with the credited users (views). */
export function creditsOfIssues(db: Db, issueIds: readonly number[]): Promise<KeyedCredit[]> {
  return keyedCredits(db, issuesQueries.creditsByIssue, [[...issueIds]]);
}

/**
 * Credits of every issue the viewer (`viewerIdOf`) sees of the books by book, role, username,
 * with the credited users (views).
 */
export function creditsOfBooks(
  db: Db,
  bookIds: readonly number[],
  viewerId: number | null,
): Promise<KeyedCredit[]> {
  return keyedCredits(db, issuesQueries.creditsByBook, [[...bookIds], viewerId]);
}
