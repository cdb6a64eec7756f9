import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { groupBy } from '../../shared/collections';
import type { IssuePageView } from './issue-page.entity';
import {
  type CreditRow,
  creditsOfBooks,
  creditsOfIssues,
  type KeyedCredit,
  pagesOfIssues,
} from './issues.queries';

/** Pages of each issue in page order (views). */
export function createPagesByIssueLoader(db: Db): DataLoader<number, IssuePageView[]> {
  return new DataLoader(async (issueIds) => {
    const byIssue = groupBy(await pagesOfIssues(db, issueIds), (page) => page.issue.id);
    return issueIds.map((id) => byIssue.get(id) ?? []);
  });
}

function creditsLoader(
  load: (ids: readonly number[]) => Promise<KeyedCredit[]>,
): DataLoader<number, CreditRow[]> {
  return new DataLoader(async (ids) => {
    const byKey = groupBy(await load(ids), (c) => c.key);
    return ids.map((id) => (byKey.get(id) ?? []).map((c) => c.credit));
  });
}

/** Credit rows of each issue by role then username, with the credited user (one statement per batch). */
export function createCreditsByIssueLoader(db: Db): DataLoader<number, CreditRow[]> {
  return creditsLoader((ids) => creditsOfIssues(db, ids));
}

/** Credit rows of every issue of each book, with the credited user (one statement per batch). */
export function createCreditsByBookLoader(db: Db): DataLoader<number, CreditRow[]> {
  return creditsLoader((ids) => creditsOfBooks(db, ids));
}
