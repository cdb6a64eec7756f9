import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput, notFound } from '../../shared/app-error';
import { parseId } from '../../shared/validation';
import type { User } from '../users/user.entity';
import { IssuePage } from './issue-page.entity';
import { Issue } from './issue.entity';
import { canSetIssueLayout } from './issues.policy';

/** An issue's layout as a client sends it; checked by `validIssueLayout` before any write. */
export interface IssueLayoutChange {
  coverStandsAlone?: unknown;
  pairOffset?: unknown;
  spreadPageNumbers?: unknown;
}

export interface ValidIssueLayout {
  coverStandsAlone: boolean;
  pairOffset: 0 | 1;
  /** null: the spreads stay as they are. */
  spreads: Set<number> | null;
}

/** The checks that need no database: types, the offset, repeats (page existence comes later). */
export function validIssueLayout(input: IssueLayoutChange | null | undefined): ValidIssueLayout {
  const { coverStandsAlone, pairOffset, spreadPageNumbers } = input ?? {};
  if (typeof coverStandsAlone !== 'boolean')
    throw badInput(MESSAGES.layoutCoverStandsAlone, 'input.coverStandsAlone');
  if (pairOffset !== 0 && pairOffset !== 1)
    throw badInput(MESSAGES.layoutPairOffset, 'input.pairOffset');
  if (spreadPageNumbers === undefined || spreadPageNumbers === null)
    return { coverStandsAlone, pairOffset, spreads: null };
  if (!Array.isArray(spreadPageNumbers) || spreadPageNumbers.length > LIMITS.maxPagesPerIssue)
    throw badInput(MESSAGES.tooManyPages, 'input.spreadPageNumbers');
  const spreads = new Set<number>();
  spreadPageNumbers.forEach((n: unknown, i) => {
    const field = `input.spreadPageNumbers[${i}]`;
    // Numbers below 1 fall through to the issue's pages, which say which numbers exist.
    if (typeof n !== 'number' || !Number.isInteger(n))
      throw badInput(MESSAGES.layoutSpreadPageInvalid, field);
    if (spreads.has(n)) throw badInput(MESSAGES.layoutSpreadPageRepeated(n), field);
    spreads.add(n);
  });
  return { coverStandsAlone, pairOffset, spreads };
}

/**
 * The print layout the creator sets once: spreads, whether the cover stands alone and the pair
 * offset. Readers, GraphQL, OPDS and the CBZ export read it from the rows this writes.
 */
export class IssueLayoutService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Sets the layout of the viewer's own issue: NOT_FOUND for a missing issue or someone
   * else's (before any input check, so the answer does not reveal it), BAD_USER_INPUT for an
   * offset other than 0 or 1 or a spread page the issue does not have; all or nothing. Every
   * page becomes the creator's choice when the spreads are given, so the derivative job's
   * detection never changes them afterwards.
   */
  async setLayout(viewer: User, issueId: unknown, input: IssueLayoutChange): Promise<Issue> {
    const id = parseId(issueId);
    return this.em.transactional(async (em) => {
      const issue = id ? await em.findOne(Issue, { id }) : null;
      if (!issue || !canSetIssueLayout(viewer, issue)) throw notFound(MESSAGES.layoutIssueNotFound);
      const valid = validIssueLayout(input);
      if (valid.spreads) {
        const pages = await em.find(IssuePage, { issue: issue.id });
        const numbers = new Set(pages.map((p) => p.pageNumber));
        [...valid.spreads].forEach((n, i) => {
          if (!numbers.has(n))
            throw badInput(
              MESSAGES.layoutSpreadPageNotFound(n, pages.length),
              `input.spreadPageNumbers[${i}]`,
            );
        });
        for (const page of pages) {
          page.isSpread = valid.spreads.has(page.pageNumber);
          page.spreadSetByCreator = true;
        }
      }
      issue.coverStandsAlone = valid.coverStandsAlone;
      issue.pairOffset = valid.pairOffset;
      await em.flush();
      return issue;
    });
  }
}
