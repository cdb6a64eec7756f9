import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput } from '../../shared/app-error';
import { IssuePage } from '../issues/issue-page.entity';
import type { Issue } from '../issues/issue.entity';
import type { User } from '../users/user.entity';
import { OwnWorks } from '../publish/own-works';

/** One page's texts as a client sends them: undefined = unchanged, null or blank = cleared. */
export interface PageTextChange {
  pageNumber: unknown;
  altText?: unknown;
  transcript?: unknown;
}

interface ValidPageText {
  pageNumber: number;
  altText?: string | null;
  transcript?: string | null;
}

/** undefined stays undefined (unchanged); null and blank become null; anything else is checked. */
function validText(
  value: unknown,
  max: number,
  message: string,
  field: string,
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw badInput(message, field);
  // Line breaks matter in a transcript (one line per balloon); only the ends are trimmed.
  const text = value.replace(/\r\n/g, '\n').trim();
  if (text.length > max) throw badInput(message, field);
  return text === '' ? null : text;
}

/** Checks every change before anything is written (all or nothing). */
export function validPageTexts(changes: unknown): ValidPageText[] {
  if (!Array.isArray(changes)) throw badInput(MESSAGES.pageNotFound, 'pages');
  if (changes.length > LIMITS.maxPagesPerIssue) throw badInput(MESSAGES.tooManyPages, 'pages');
  const seen = new Set<number>();
  return changes.map((raw: PageTextChange, i) => {
    const n = raw?.pageNumber;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || seen.has(n))
      throw badInput(MESSAGES.pageNotFound, `pages[${i}].pageNumber`);
    seen.add(n);
    return {
      pageNumber: n,
      altText: validText(
        raw.altText,
        LIMITS.altTextMax,
        MESSAGES.altTextMax,
        `pages[${i}].altText`,
      ),
      transcript: validText(
        raw.transcript,
        LIMITS.transcriptMax,
        MESSAGES.transcriptMax,
        `pages[${i}].transcript`,
      ),
    };
  });
}

/**
 * Alt text and transcripts of an issue's pages. Kept apart from the
 * publish writes: the texts are set after an upload or edit, by page number, and change no
 * image, page order or search document.
 */
export class PageTextService {
  private readonly own: OwnWorks;

  constructor(private readonly em: EntityManager) {
    this.own = new OwnWorks(em);
  }

  /**
   * Sets the texts of some pages of the viewer's own issue: NOT_FOUND for someone else's
   * book or issue (before any input check), BAD_USER_INPUT for a text over its limit or a
   * page number the issue does not have; nothing is saved unless every change is valid.
   */
  async update(
    viewer: User,
    bookId: unknown,
    issueNumber: unknown,
    changes: unknown,
  ): Promise<{ issue: Issue; pages: IssuePage[] }> {
    const issue = await this.own.issue(viewer, bookId, issueNumber);
    const valid = validPageTexts(changes);
    const pages = await this.em.transactional(async (em) => {
      const current = await em.find(
        IssuePage,
        { issue: issue.id },
        { orderBy: { pageNumber: 'asc' } },
      );
      const byNumber = new Map(current.map((p) => [p.pageNumber, p]));
      valid.forEach((change, i) => {
        if (!byNumber.has(change.pageNumber))
          throw badInput(MESSAGES.pageNotFound, `pages[${i}].pageNumber`);
      });
      for (const change of valid) {
        const page = byNumber.get(change.pageNumber)!;
        if (change.altText !== undefined) page.altText = change.altText;
        if (change.transcript !== undefined) page.transcript = change.transcript;
      }
      await em.flush();
      return current;
    });
    return { issue, pages };
  }
}
