import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkCredit } from '../credits/work-credit.entity';
import { IssuePage } from './issue-page.entity';

/** Pages of each issue in page order. */
export function createPagesByIssueLoader(em: EntityManager): DataLoader<number, IssuePage[]> {
  return new DataLoader(async (issueIds) => {
    const rows = await em.find(IssuePage, { issue: { $in: [...issueIds] } }, { orderBy: { issue: 'asc', pageNumber: 'asc' } });
    const byIssue = new Map<number, IssuePage[]>();
    for (const row of rows) {
      const id = row.issue.id;
      byIssue.set(id, [...(byIssue.get(id) ?? []), row]);
    }
    return issueIds.map((id) => byIssue.get(id) ?? []);
  });
}

/** Credit rows of each issue, with the credited user loaded (one query per batch). */
export function createCreditsByIssueLoader(em: EntityManager): DataLoader<number, WorkCredit[]> {
  return new DataLoader(async (issueIds) => {
    const rows = await em.find(
      WorkCredit,
      { issue: { $in: [...issueIds] } },
      { populate: ['creator'], orderBy: { issue: 'asc', role: 'asc', creator: { username: 'asc' } } },
    );
    const byIssue = new Map<number, WorkCredit[]>();
    for (const row of rows) {
      const id = row.issue.id;
      byIssue.set(id, [...(byIssue.get(id) ?? []), row]);
    }
    return issueIds.map((id) => byIssue.get(id) ?? []);
  });
}
