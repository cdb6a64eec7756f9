import { creditedUsersByRole } from '../../modules/credits/credit-groups';
import { CreditRoleEnum, type WorkCredit } from '../../modules/credits/work-credit.entity';
import type { AccreditedGroup } from '../../modules/reading/reading.service';
import { escapeHtml } from '../../shared/escape';
import { iso } from './dates';

const V1_CREDIT_KEYS: Record<CreditRoleEnum, string> = {
  [CreditRoleEnum.WRITER]: 'writers',
  [CreditRoleEnum.ARTIST]: 'artists',
  [CreditRoleEnum.EDITOR]: 'editors',
  [CreditRoleEnum.INKER]: 'inkers',
  [CreditRoleEnum.LETTERER]: 'letterers',
  [CreditRoleEnum.PENCILLER]: 'pencillers',
  [CreditRoleEnum.COLORIST]: 'colorists',
  [CreditRoleEnum.COVER_ARTIST]: 'coverArtists',
};

/**
 * v1 R4/R5: one array of distinct usernames per role; deactivated users are left out.
 * v1 sorted by code point ("Zoe" before "adam"), unlike the GraphQL groups' localeCompare.
 */
export function presentV1Credits(rows: WorkCredit[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const { role, users } of creditedUsersByRole(rows)) {
    result[V1_CREDIT_KEYS[role]] = users
      .map((u) => u.username)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
  return result;
}

/** Credit rows as v1 returns them from create/update (P2 `workcredits`, P9 `updatedWorkCredits`). */
export function presentV1CreditRows(credits: WorkCredit[]) {
  return credits.map((c) => ({
    id: c.id,
    publisher_id: c.book.publisher?.id ?? null,
    book_id: c.book.id,
    issue_id: c.issue.id,
    creator_id: c.creator.id,
    creator_credit: c.role,
    date_created: iso(c.dateCreated),
  }));
}

/** P12 `workCredits`: one entry per credited user with their roles, in the rows' order. */
export function presentV1CreditsByUser(credits: WorkCredit[]) {
  const byUser = new Map<number, { user: number; username: string; credits: string[] }>();
  for (const c of credits) {
    const entry = byUser.get(c.creator.id) ?? {
      user: c.creator.id,
      username: c.creator.username,
      credits: [],
    };
    if (!entry.credits.includes(c.role)) entry.credits.push(c.role);
    byUser.set(c.creator.id, entry);
  }
  return [...byUser.values()];
}

const V1_ACCREDITED_KEYS: Record<CreditRoleEnum, string> = {
  [CreditRoleEnum.WRITER]: 'writer',
  [CreditRoleEnum.ARTIST]: 'artist',
  [CreditRoleEnum.EDITOR]: 'editor',
  [CreditRoleEnum.INKER]: 'inker',
  [CreditRoleEnum.LETTERER]: 'letterer',
  [CreditRoleEnum.PENCILLER]: 'penciller',
  [CreditRoleEnum.COLORIST]: 'colorist',
  [CreditRoleEnum.COVER_ARTIST]: 'coverArtist',
};

/**
 * v1 S4: one array per role. The v1 client inserts the titles into HTML unescaped
 * (docs/api.md, v1), so they are HTML-escaped here (titles with < > are refused on upload too).
 */
export function presentV1AccreditedWorks(groups: AccreditedGroup[]): Record<string, unknown[]> {
  const result: Record<string, unknown[]> = {};
  for (const group of groups) {
    result[V1_ACCREDITED_KEYS[group.role]] = group.issues.map((issue) => ({
      id: issue.book.id,
      book_id: issue.book.id,
      issue_id: issue.id,
      issue_number: issue.issueNumber,
      issue_title: escapeHtml(issue.title),
      book_title: escapeHtml(issue.book.title),
      date_created: iso(issue.dateCreated),
      creator_credit: group.role,
    }));
  }
  return result;
}

/**
 * P2/P7 with an `archive`: the ComicInfo.xml credits naming no user, for the creator to
 * resolve (`{ name, credit }`). Absent when the pages were sent as files (responses unchanged).
 */
export function presentV1Unresolved(
  unresolved: { name: string; role: CreditRoleEnum }[] | undefined,
): { unresolvedCredits?: { name: string; credit: string }[] } {
  if (!unresolved) return {};
  return { unresolvedCredits: unresolved.map((u) => ({ name: u.name, credit: u.role })) };
}
