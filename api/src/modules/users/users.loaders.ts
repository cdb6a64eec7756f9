import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import type { UserView } from './user.entity';
import { usersByIds } from './users.queries';

/**
 * Users by id in one prepared statement per batch (missing ids resolve to null), as views.
 */
export function createUserByIdLoader(db: Db): DataLoader<number, UserView | null> {
  return new DataLoader(async (ids) => {
    const byId = new Map((await usersByIds(db, ids)).map((user) => [user.id, user]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
