import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES, UPLOADS } from '../../config/limits';
import { dbOf, rows } from '../../db/sql';
import { AppError, badInput } from '../../shared/app-error';
import type { CreditRoleEnum } from '../credits/work-credit.entity';
import type { CheckedImage } from '../media/media.service';
import type { PagePreset } from '../media/image-processor';
import type { SpooledFile } from '../media/spool';
import { archivesQueries } from './archives.queries';
import { parseComicInfo, type ComicInfo } from './comic-info-read';
import { unpackArchive } from './unpack';

/** The text fields of an issue's input that ComicInfo.xml can fill (the form sends the same). */
export interface IssueText {
  title?: unknown;
  description?: unknown;
  credits?: unknown;
}

/** A ComicInfo credit that names no user: listed for the creator to resolve. */
export interface UnresolvedCredit {
  name: string;
  role: CreditRoleEnum;
}

/** A checked archive: its pages (checked as images, in name order) and what ComicInfo.xml pre-fills. */
export interface ImportedArchive {
  pages: CheckedImage[];
  title?: string;
  description?: string;
  /** ComicInfo credits whose name is an existing username. */
  credits: { userId: number; roles: CreditRoleEnum[] }[];
  unresolved: UnresolvedCredit[];
  /** Usernames of the resolved credits, by user id. */
  usernames: Map<number, string>;
  cleanup: () => Promise<void>;
}

/**
 * Unpacks and checks a .cbz/.zip (unpack.ts), checks every page by content like any
 * uploaded page (errors name the entry; the facts found travel with the page, so the write
 * does not decode it again), parses ComicInfo.xml and resolves its credited names to users.
 * Nothing is stored: on failure the temp files are gone and a 4xx is thrown.
 */
export async function importArchive(
  em: EntityManager,
  deps: Pick<AppDeps, 'media' | 'pools'>,
  archive: SpooledFile,
  preset: PagePreset = 'page',
): Promise<ImportedArchive> {
  const unpacked = await unpackArchive(archive, UPLOADS[preset]);
  try {
    const pages: CheckedImage[] = [];
    for (const page of unpacked.pages) {
      try {
        pages.push(await deps.media.inspect(page, preset, 'archive'));
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
      : { credits: [], spreadPages: [] };
    // ComicInfo's DoublePage is the creator's own choice: spread detection never changes it.
    for (const n of info.spreadPages) if (n <= pages.length) pages[n - 1].creatorSpread = true;
    const names = [...new Set(info.credits.map((c) => c.name.toLowerCase()))];
    const users = names.length
      ? await rows<{ id: number; username: string }>(
          dbOf(em, deps),
          archivesQueries.usersByUsernames,
          [names],
        )
      : [];
    const idOf = new Map(users.map((u) => [u.username.toLowerCase(), Number(u.id)]));
    const byUser = new Map<number, Set<CreditRoleEnum>>();
    const unresolved: UnresolvedCredit[] = [];
    for (const credit of info.credits) {
      const id = idOf.get(credit.name.toLowerCase());
      if (id === undefined) unresolved.push({ name: credit.name, role: credit.role });
      else byUser.set(id, (byUser.get(id) ?? new Set()).add(credit.role));
    }
    return {
      pages,
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
export function withArchiveDetails<T extends IssueText>(raw: T, imported: ImportedArchive): T {
  const own = Array.isArray(raw.credits) ? (raw.credits as unknown[]) : [];
  return {
    ...raw,
    title: blank(raw.title) ? imported.title : raw.title,
    description: blank(raw.description) ? imported.description : raw.description,
    credits: [...own, ...imported.credits],
  };
}

/** A new issue's details and pages as the write takes them, from the form or from one archive. */
export interface IssueUpload<T extends IssueText> {
  details: T;
  /** The page files, in order. */
  pages: SpooledFile[];
  /** The pages already checked (an archive's, with their facts); null: the write checks them. */
  checkedPages: CheckedImage[] | null;
  /** ComicInfo.xml credits naming no user (only when the pages came as an archive). */
  unresolvedCredits?: UnresolvedCredit[];
  /** Removes the archive's temp files (the form's own files are the transport's). */
  cleanup: () => Promise<void>;
}

const nothingToClean = async () => {};

/**
 * The details and pages of a new issue, before anything is written: the separate uploads as
 * sent, or the pages of one archive (never both) with ComicInfo.xml filling blank details and
 * adding credits. `details` may be a function: read only once the archive has been checked
 * (a v1 form's fields parse only after the archive's own errors).
 */
export async function issueUpload<T extends IssueText>(
  em: EntityManager,
  deps: Pick<AppDeps, 'media' | 'pools'>,
  files: { pages: SpooledFile[]; archive?: SpooledFile },
  details: T | (() => T),
  preset: PagePreset = 'page',
): Promise<IssueUpload<T>> {
  const raw = () => (typeof details === 'function' ? details() : details);
  if (!files.archive)
    return { details: raw(), pages: files.pages, checkedPages: null, cleanup: nothingToClean };
  if (files.pages.length > 0) throw badInput(MESSAGES.archiveOrPages, 'archive');
  const imported = await importArchive(em, deps, files.archive, preset);
  try {
    return {
      details: withArchiveDetails(raw(), imported),
      pages: imported.pages.map((p) => p.file),
      checkedPages: imported.pages,
      unresolvedCredits: imported.unresolved,
      cleanup: imported.cleanup,
    };
  } catch (error) {
    await imported.cleanup();
    throw error;
  }
}

/** What an archive would publish (the upload screens pre-fill from it): nothing is stored. */
export interface ArchivePreview {
  title: string | null;
  description: string | null;
  pageNames: string[];
  credits: { userId: number; username: string; roles: CreditRoleEnum[] }[];
  unresolvedCredits: UnresolvedCredit[];
}

export async function previewArchive(
  em: EntityManager,
  deps: Pick<AppDeps, 'media' | 'pools'>,
  archive: SpooledFile,
  preset: PagePreset = 'page',
): Promise<ArchivePreview> {
  const imported = await importArchive(em, deps, archive, preset);
  try {
    return {
      title: imported.title ?? null,
      description: imported.description ?? null,
      pageNames: imported.pages.map((p) => p.file.originalName),
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
