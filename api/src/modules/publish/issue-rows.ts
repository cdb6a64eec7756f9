import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf, exec } from '../../db/sql';
import type { Book } from '../books/book.entity';
import { WorkCredit } from '../credits/work-credit.entity';
import { IssuePage } from '../issues/issue-page.entity';
import { Issue } from '../issues/issue.entity';
import { keysOf } from '../media/media-keys';
import type { StoredImage } from '../media/stored-image.embeddable';
import { User } from '../users/user.entity';
import { planPageOrder, type ValidSlot } from './page-order';
import { publishQueries } from './publish.queries';
import { isScheduled } from '../releases/release-schedule';
import type { CreditDraft } from './publish.validation';

/** The rows of an issue as PublishService's transactions write them (on the transaction's `em`). */

export function writeIssue(
  em: EntityManager,
  book: Book,
  publisher: User,
  issueNumber: number,
  details: { title: string; description: string; credits: CreditDraft[]; releaseAt?: Date },
  issueRef: string,
  cover: StoredImage,
  pageImages: StoredImage[],
  creatorSpreads: readonly (boolean | undefined)[] = [],
): { issue: Issue; pages: IssuePage[]; credits: WorkCredit[] } {
  const issue = em.create(Issue, {
    book,
    publisher,
    issueNumber,
    title: details.title,
    description: details.description,
    imagePrefixRef: issueRef,
    cover,
    // Scheduled: hidden until then, announced by the release job. Else released now (the
    // database's now(), issue.entity.ts) and announced by this transaction.
    ...(isScheduled(details.releaseAt)
      ? { releaseAt: details.releaseAt }
      : { releaseAnnouncedAt: new Date() }),
  });
  // A page its creator marked a spread (archive ComicInfo) keeps that; the rest await detection.
  const pages = pageImages.map((image, i) =>
    em.create(IssuePage, {
      issue,
      pageNumber: i + 1,
      image,
      ...(creatorSpreads[i] ? { isSpread: true, spreadSetByCreator: true } : {}),
    }),
  );
  const credits = writeCredits(em, book, issue, details.credits);
  return { issue, pages, credits };
}

export function writeCredits(
  em: EntityManager,
  book: Book,
  issue: Issue,
  credits: CreditDraft[],
): WorkCredit[] {
  return credits.flatMap((credit) =>
    credit.roles.map((role) =>
      em.create(WorkCredit, { issue, book, creator: em.getReference(User, credit.userId), role }),
    ),
  );
}

/**
 * Applies a checked page order (page-order.ts plans it) to the issue's pages as they are
 * now; the files of removed pages join `replaced`, deleted after commit.
 */
export async function reorderPages(
  em: EntityManager,
  deps: Pick<AppDeps, 'pools'>,
  issue: Issue,
  order: ValidSlot[],
  newImages: StoredImage[],
  replaced: string[],
): Promise<{ added: IssuePage[]; moved: IssuePage[]; removed: IssuePage[] }> {
  const current = await em.find(IssuePage, { issue }, { refresh: true });
  // Planned on fresh rows: a concurrent edit may have removed a kept page since the pre-check.
  const plan = planPageOrder(order, current);
  await exec(dbOf(em, deps), publishQueries.deferPageNumberUniqueness);
  for (const { page, pageNumber } of plan.moved) page.pageNumber = pageNumber;
  const added = plan.added.map(({ index, pageNumber }) =>
    em.create(IssuePage, { issue, pageNumber, image: newImages[index] }),
  );
  for (const page of plan.removed) {
    replaced.push(...keysOf(page.image));
    em.remove(page);
  }
  return { added, moved: plan.moved.map((m) => m.page), removed: plan.removed };
}
