import { exec, type Db } from '../../db/sql';
import { recordingQueries as queries } from './recording.queries';

/**
 * Counts a subscribe (`gained`) or unsubscribe (`lost`) to a creator on today's (UTC) row of
 * `subscription_changes`, which the rollup reads for subscribers gained and lost per day. Runs
 * in the caller's transaction when it has one, so a change and its count commit together.
 */
export function countSubscriptionChange(
  db: Db,
  creatorId: number,
  change: 'gained' | 'lost',
): Promise<void> {
  return exec(db, queries.countSubscriptionChange, [
    creatorId,
    change === 'gained' ? 1 : 0,
    change === 'lost' ? 1 : 0,
  ]);
}
