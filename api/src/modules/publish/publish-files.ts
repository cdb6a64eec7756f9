import { ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { AppError, badInput } from '../../shared/app-error';
import { mediaKeys } from '../media/media-keys';
import type { FileLedger } from '../media/media.service';
import type { SpooledFile } from '../media/spool';
import type { StoredImage } from '../media/stored-image.embeddable';

/**
 * The files of a publishing write: every upload is checked before any is stored, stored
 * before the transaction that writes the rows, and deleted again if it fails (the ledger).
 */
export class PublishFiles {
  constructor(private readonly deps: Pick<AppDeps, 'media' | 'log'>) {}

  /** A write that stores files (see MediaService.withFileLedger), with write errors translated. */
  async withFiles<T>(work: (ledger: FileLedger) => Promise<T>): Promise<T> {
    try {
      return await this.deps.media.withFileLedger(work, (m) => this.deps.log.warn(m));
    } catch (error) {
      throw translateWriteError(error);
    }
  }

  async inspect(file: SpooledFile, preset: 'cover' | 'page', field: string): Promise<void> {
    await this.deps.media.inspect(file, preset, field);
  }

  async inspectIssueFiles(cover: SpooledFile, pages: SpooledFile[]): Promise<void> {
    await this.inspect(cover, 'cover', 'issueCoverPhoto');
    for (const [i, page] of pages.entries()) await this.inspect(page, 'page', `issueAssets[${i}]`);
  }

  storeCover(
    file: SpooledFile,
    keyBase: string,
    written: string[],
    field: string,
  ): Promise<StoredImage> {
    return this.deps.media.storeImage(file, 'cover', keyBase, written, field);
  }

  /**
   * Stores the pages' originals only, one at a time; their derivatives are made by the
   * job the write enqueues in its transaction (media/derivatives.jobs.ts).
   */
  async storePages(
    files: SpooledFile[],
    bookRef: string,
    issueRef: string,
    written: string[],
  ): Promise<StoredImage[]> {
    const images: StoredImage[] = [];
    for (const [i, file] of files.entries()) {
      images.push(
        await this.deps.media.storeOriginal(
          file,
          'page',
          mediaKeys.issueImage(bookRef, issueRef),
          written,
          `issueAssets[${i}]`,
        ),
      );
    }
    return images;
  }
}

/** A new issue's cover and 1..max pages, or the 400 that names what is missing. */
export function requireIssueFiles(
  cover: SpooledFile | undefined,
  pages: SpooledFile[],
): { cover: SpooledFile; pages: SpooledFile[] } {
  if (!cover) throw badInput(MESSAGES.issueCoverRequired, 'issueCoverPhoto');
  if (pages.length === 0) throw badInput(MESSAGES.issueAssetsRequired, 'issueAssets');
  if (pages.length > LIMITS.maxPagesPerIssue) throw badInput(MESSAGES.tooManyPages, 'issueAssets');
  return { cover, pages };
}

/** Database refusals that can only come from a concurrent change become clear 4xx answers. */
function translateWriteError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof ForeignKeyConstraintViolationException)
    return badInput('A credited user no longer exists', 'credits');
  return error;
}
