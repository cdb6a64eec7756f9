import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { dbOf, rows } from '../../db/sql';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../shared/app-error';
import { derivativeWidths, encodeDerivative } from './image-processor';
import { mediaQueries } from './media.queries';
import { variantKey } from './media-keys';
import { spoolToTempFile } from './spool';
import type { StoredImage } from './stored-image.embeddable';

/**
 * Queue of page derivative jobs: one job per publishing write, naming the pages (id and
 * image key) whose WebP derivatives are still to be made, and the landscape pages, which the
 * job marks as spreads. The write sends it inside its own
 * transaction, so a committed upload always has its job and a rolled-back one never has.
 */
export const PAGE_DERIVATIVES_JOB = 'media.page-derivatives';

export interface PageDerivativesJob {
  pages: { id: number; key: string }[];
}

/**
 * Enqueues the derivative job for the pages of a write that have no derivatives yet or are
 * wider than tall (after flush: ids exist). A portrait page too small for derivatives needs
 * no job: a page is not a spread until something says so.
 */
export async function enqueuePageDerivatives(
  em: EntityManager,
  jobs: JobQueue,
  pages: { id: number; image: StoredImage }[],
): Promise<void> {
  const pending = pages
    .filter((p) => p.image.derivativesPendingSince || p.image.width > p.image.height)
    .map((p) => ({ id: p.id, key: p.image.key }));
  if (pending.length === 0) return;
  await jobs.send<PageDerivativesJob>(em, PAGE_DERIVATIVES_JOB, { pages: pending });
}

/**
 * Marks each listed page a spread when it is wider than tall (never a page whose spread flag
 * the creator set), then makes its derivatives, one page at a time (memory holds one decoded
 * page). Each page is recorded as soon as its files are stored, so a retry after a crash
 * redoes only the pages not yet recorded (it overwrites any files the crash left, same
 * keys). A page that was removed or got a new image meanwhile is skipped, and files made
 * for a page that went away during the encode are deleted again. A storage or database
 * failure throws: the queue retries the job.
 */
export async function makePageDerivatives(
  deps: Pick<AppDeps, 'orm' | 'pools' | 'media' | 'log'>,
  job: PageDerivativesJob,
): Promise<void> {
  const db = dbOf(deps.orm.em.fork() as EntityManager, deps);
  for (const { id, key } of job.pages) {
    await rows(db, mediaQueries.detectSpread, [id, key]);
    const [page] = await rows<{ id: number; width: number }>(db, mediaQueries.pendingPage, [
      id,
      key,
    ]);
    if (!page) continue;
    const widths = await encodePage(deps, key, derivativeWidths('page', Number(page.width)));
    const recorded = await rows(db, mediaQueries.finishPage, [id, key, JSON.stringify(widths)]);
    if (recorded.length === 0)
      await deps.media.deleteQuietly(
        widths.map((w) => variantKey(key, w)),
        (m) => deps.log.warn(m),
      );
  }
}

/**
 * Stores the derivatives of one original and returns the widths made. An original that
 * does not decode (a file whose header was valid but whose data is not) gets none: the
 * reader keeps serving the original, and retrying would not help.
 */
async function encodePage(
  deps: Pick<AppDeps, 'media' | 'log'>,
  key: string,
  widths: number[],
): Promise<number[]> {
  const { media } = deps;
  const source = await spoolToTempFile(
    await media.storage.read(key),
    key,
    LIMITS.page.maxBytes * 8,
  );
  const written: string[] = [];
  try {
    for (const width of widths) {
      const vKey = variantKey(key, width);
      written.push(vKey);
      await media.putEncoded(vKey, encodeDerivative(source.path, width), 'image/webp');
    }
    return widths;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.warn('page original does not decode; it is served without derivatives', { key });
    await media.deleteQuietly(written);
    return [];
  } finally {
    await source.cleanup();
  }
}

/** Registers the derivative worker (processes with WORKER=1). */
export async function registerMediaJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<PageDerivativesJob>(PAGE_DERIVATIVES_JOB, (job) =>
    makePageDerivatives(deps, job),
  );
}
