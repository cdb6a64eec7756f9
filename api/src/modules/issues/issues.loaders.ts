import DataLoader from 'dataloader';
import { type Db, type Statement, rows as runRows, statement as readStatement } from '../../db/sql';
import { toView } from '../../db/sql';
import { groupBy } from '../books/books.loaders';
import type { CreditRoleEnum } from '../credits/work-credit.entity';
import { User, type UserView } from '../users/user.entity';
import { USER_COLUMNS } from '../users/users.loaders';
import { IssuePage, type IssuePageView } from './issue-page.entity';

/** A credit as the field resolvers use it: the role and the credited user (any user, deactivated too). */
export interface CreditRow {
  role: CreditRoleEnum;
  creator: UserView;
}

const PAGES_BY_ISSUE = readStatement(
  `select id, issue_id, page_number, image_key, image_width, image_height, image_content_type, image_byte_size,
          image_original_name, image_variant_widths, date_created, last_updated
     from issue_pages where issue_id = any($1::int[]) order by issue_id, page_number`,
);

/**
 * Credit rows with the credited user's columns as JSON (mapped to a user view). `offset 0`
 * keeps the user lookup a per-credit index probe: flattened into a join, the planner
 * merge-joined the users index from its start up to the highest credited id.
 */
const creditsWhere = (where: string, key: string) =>
  `select wc.${key} as key, wc.role, row_to_json(u) as creator
     from work_credits wc
     join lateral (select ${USER_COLUMNS('x')} from users x where x.id = wc.creator_id offset 0) u on true
    where ${where} order by wc.${key}, wc.role, u.username`;
const CREDITS_BY_ISSUE = readStatement(creditsWhere('wc.issue_id = any($1::int[])', 'issue_id'));
const CREDITS_BY_BOOK = readStatement(creditsWhere('wc.book_id = any($1::int[])', 'book_id'));

/** Pages of each issue in page order (views). */
export function createPagesByIssueLoader(
  db: Db,
): DataLoader<number, IssuePageView[]> {
  return new DataLoader(async (issueIds) => {
    const rows = await runRows<Record<string, unknown>>(db, PAGES_BY_ISSUE, [[...issueIds]]);
    const byIssue = groupBy(
      rows.map((r) => toView<IssuePageView>(db, IssuePage, r)),
      (page) => page.issue.id,
    );
    return issueIds.map((id) => byIssue.get(id) ?? []);
  });
}

function creditsLoader(
  db: Db,
  statement: Statement,
): DataLoader<number, CreditRow[]> {
  return new DataLoader(async (ids) => {
    const rows = await runRows<{
      key: number;
      role: CreditRoleEnum;
      creator: Record<string, unknown>;
    }>(db, statement, [[...ids]]);
    const users = new Map<number, UserView>();
    const credits = rows.map((r) => {
      const id = Number(r.creator.id);
      let creator = users.get(id);
      if (!creator) {
        creator = toView<UserView>(db, User, r.creator);
        users.set(id, creator);
      }
      return { key: r.key, row: { role: r.role, creator } };
    });
    const byKey = groupBy(credits, (c) => c.key);
    return ids.map((id) => (byKey.get(id) ?? []).map((c) => c.row));
  });
}

/** Credit rows of each issue by role then username, with the credited user (one statement per batch). */
export function createCreditsByIssueLoader(
  db: Db,
): DataLoader<number, CreditRow[]> {
  return creditsLoader(db, CREDITS_BY_ISSUE);
}

/** Credit rows of every issue of each book, with the credited user (one statement per batch). */
export function createCreditsByBookLoader(
  db: Db,
): DataLoader<number, CreditRow[]> {
  return creditsLoader(db, CREDITS_BY_BOOK);
}
