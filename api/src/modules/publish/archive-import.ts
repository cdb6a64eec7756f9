import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf, rows } from '../../db/sql';
import { AppError, badInput } from '../../shared/app-error';
import type { CreditRoleEnum } from '../credits/work-credit.entity';
import { unpackArchive } from '../media/archive';
import type { SpooledFile } from '../media/spool';
import { parseComicInfo, type ComicInfo } from './comic-info';
import { publishQueries } from './publish.queries';
import type { CreditDraft, RawIssueDetails } from './publish.validation';

/** A checked archive: its pages (validated as images, in name order) and what ComicInfo.xml pre-fills. */
export interface ImportedArchive {
  pages: SpooledFile[];
  title?: string;
  description?: string;
  /** ComicInfo credits whose name is an existing username. */
  credits: CreditDraft[];
  /** ComicInfo credits naming no user: listed for the creator to resolve. */
  unresolved: { name: string; role: CreditRoleEnum }[];
  /** Usernames of the resolved credits, by user id. */
  usernames: Map<number, string>;
  cleanup: () => Promise<void>;
}

/**
 * Unpacks and checks a .cbz/.zip (media/archive.ts), validates every page by content like
 * any uploaded page (errors name the entry), parses ComicInfo.xml and resolves its credited
 * names to users. Nothing is stored: on failure the temp files are gone and a 4xx is thrown.
 */
export async function importArchive(
  em: EntityManager,
  deps: Pick<AppDeps, 'media' | 'pools'>,
  archive: SpooledFile,
): Promise<ImportedArchive> {
  const unpacked = await unpackArchive(archive);
  try {
    for (const page of unpacked.pages) {
      try {
        await deps.media.inspect(page, 'page', 'archive');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(
          error.code,
          MESSAGES.archiveEntry(page.originalName, error.message),
          'archive',
        );
      }
    }
    const info: ComicInfo = unpacked.comicInfo
      ? parseComicInfo(unpacked.comicInfo)
      : { credits: [] };
    const names = [...new Set(info.credits.map((c) => c.name.toLowerCase()))];
    const users = names.length
      ? await rows<{ id: number; username: string }>(
          dbOf(em, deps),
          publishQueries.usersByUsernames,
          [names],
        )
      : [];
    const idOf = new Map(users.map((u) => [u.username.toLowerCase(), Number(u.id)]));
    const byUser = new Map<number, Set<CreditRoleEnum>>();
    const unresolved: ImportedArchive['unresolved'] = [];
    for (const credit of info.credits) {
      const id = idOf.get(credit.name.toLowerCase());
      if (id === undefined)
        unresolved.push({ name: credit.name, role: credit.role as CreditRoleEnum });
      else byUser.set(id, (byUser.get(id) ?? new Set()).add(credit.role as CreditRoleEnum));
    }
    return {
      pages: unpacked.pages,
      title: info.title,
      description: info.description,
      credits: [...byUser].map(([userId, roles]) => ({ userId, roles: [...roles] })),
      unresolved,
      usernames: new Map(users.map((u) => [Number(u.id), u.username])),
      cleanup: unpacked.cleanup,
    };
  } catch (error) {
    await unpacked.cleanup();
    throw error;
  }
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The issue details of a write that sent an archive: the client's own title and description
 * win; blank ones come from ComicInfo.xml. Credits are the client's plus the resolved ones.
 */
export function withArchiveDetails(
  raw: RawIssueDetails,
  imported: ImportedArchive,
): RawIssueDetails {
  const own = Array.isArray(raw.credits) ? (raw.credits as unknown[]) : [];
  return {
    title: blank(raw.title) ? imported.title : raw.title,
    description: blank(raw.description) ? imported.description : raw.description,
    credits: [...own, ...imported.credits],
  };
}

/**
 * Runs a create with its pages: the separate uploads, or those of one archive (never
 * both), whose ComicInfo.xml fills blank details and adds credits. The archive's temp
 * files are removed whatever happens; unresolved ComicInfo names come back with the result.
 * `details` may be a function: read only once the caller's ownership check has passed.
 */
export async function withArchivePages<T extends object>(
  em: EntityManager,
  deps: Pick<AppDeps, 'media' | 'pools'>,
  files: { pages: SpooledFile[]; archive?: SpooledFile },
  details: RawIssueDetails | (() => RawIssueDetails),
  write: (pages: SpooledFile[], details: RawIssueDetails) => Promise<T>,
): Promise<T & { unresolvedCredits?: ImportedArchive['unresolved'] }> {
  const raw = () => (typeof details === 'function' ? details() : details);
  if (!files.archive) return write(files.pages, raw());
  if (files.pages.length > 0) throw badInput(MESSAGES.archiveOrPages, 'archive');
  const imported = await importArchive(em, deps, files.archive);
  try {
    const result = await write(imported.pages, withArchiveDetails(raw(), imported));
    return { ...result, unresolvedCredits: imported.unresolved };
  } finally {
    await imported.cleanup();
  }
}

/** What an archive would publish (the upload screens pre-fill from it): nothing is stored. */
export interface ArchivePreview {
  title: string | null;
  description: string | null;
  pageNames: string[];
  credits: { userId: number; username: string; roles: CreditRoleEnum[] }[];
  unresolvedCredits: ImportedArchive['unresolved'];
}

export async function previewArchive(
  em: EntityManager,
  deps: Pick<AppDeps, 'media' | 'pools'>,
  archive: SpooledFile,
): Promise<ArchivePreview> {
  const imported = await importArchive(em, deps, archive);
  try {
    return {
      title: imported.title ?? null,
      description: imported.description ?? null,
      pageNames: imported.pages.map((p) => p.originalName),
      credits: imported.credits.map((c) => ({
        ...c,
        username: imported.usernames.get(c.userId) ?? '',
      })),
      unresolvedCredits: imported.unresolved,
    };
  } finally {
    await imported.cleanup();
  }
}
