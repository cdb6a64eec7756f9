import { columnsOf, type Db, statement, views } from '../../db/sql';
import { User, type UserView } from './user.entity';

/** Reads of users that are not a plain `em.find`. */
export const usersQueries = {
  /** Users by id, deactivated ones included (callers apply the rules): rows of `columnsOf(User)`, run as views. */
  byIds: statement(`select ${columnsOf(User, 'u')} from users u where u.id = any($1::int[])`),
};

/** Users by id as views (deactivated ones included; missing ids have no row). */
export function usersByIds(db: Db, ids: readonly number[]): Promise<UserView[]> {
  return views<UserView>(db, User, usersQueries.byIds, [[...ids]]);
}
