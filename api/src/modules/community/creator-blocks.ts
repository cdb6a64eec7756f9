import { MESSAGES } from '../../config/limits';
import { type Db, rows } from '../../db/sql';
import { forbidden } from '../../shared/app-error';
import { creatorBlocksQueries } from './creator-blocks.queries';

/** A work a user wants to take part in (comment on, like, rate). */
export type WorkRef = { bookId: number } | { issueId: number };

/**
 * Refuses (FORBIDDEN, one message everywhere) a user the work's creator has blocked. A work
 * that does not exist passes: the caller's own lookup answers NOT_FOUND.
 */
export async function refuseIfBlockedByCreator(
  db: Db,
  userId: number,
  work: WorkRef,
): Promise<void> {
  const [row] =
    'bookId' in work
      ? await rows<{ blocked: boolean }>(db, creatorBlocksQueries.onBook, [work.bookId, userId])
      : await rows<{ blocked: boolean }>(db, creatorBlocksQueries.onIssue, [work.issueId, userId]);
  refuseIfBlocked(row?.blocked ?? false);
}

/** The same refusal, for a caller whose own statement checked `blockedByCreatorSql`. */
export function refuseIfBlocked(blocked: boolean): void {
  if (blocked) throw forbidden(MESSAGES.blockedByCreator);
}
