import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { groupBy } from '../../shared/collections';
import type { IssuePageView } from './issue-page.entity';
import {
  type CreditRow,
  creditsOfBooks,
  creditsOfIssues,
  type KeyedCredit,
  pageCountsOfIssues,
  pageSlicesOfIssues,
  pagesOfIssues,
} from './issues.queries';
import { SliceLoader } from '../../shared/slice-loader';

/** Pages of each issue in page order (views). */
export function createPagesByIssueLoader(db: Db): DataLoader<number, IssuePageView[]> {
  return new DataLoader(async (issueIds) => {
    const byIssue = groupBy(await pagesOfIssues(db, issueIds), (page) => page.issue.id);
    return issueIds.map((id) => byIssue.get(id) ?? []);
  });
}

/** `Issue.pages(first, after)`: the first N pages of each issue after a page number. */
export function createPageSliceLoader(db: Db): SliceLoader<IssuePageView> {
  return new SliceLoader(
    (requests, limit) => pageSlicesOfIssues(db, requests, limit),
    (page) => page.pageNumber,
  );
}

/** Number of pages of each issue (one grouped statement per batch). */
export function createPageCountByIssueLoader(db: Db): DataLoader<number, number> {
  return new DataLoader(async (issueIds) => {
    const counts = new Map(
      (await pageCountsOfIssues(db, issueIds)).map((r) => [r.issue_id, r.count]),
    );
    return issueIds.map((id) => counts.get(id) ?? 0);
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
export function createCreditsByBookLoader(
  db: Db,
  viewerId: number | null,
): DataLoader<number, CreditRow[]> {
  return creditsLoader((ids) => creditsOfBooks(db, ids, viewerId));
}
