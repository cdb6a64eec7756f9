import { columnsOf, type Db, rows, statement, toEntity } from '../../db/sql';
import { User } from '../users/user.entity';

/** Reads of sessions that are not a plain `em.find`. */
export const authQueries = {
  /**
   * The hot path of every signed-in request: the user of a live session, in one statement.
   * Rows of `columnsOf(User)`, run as entities (the viewer is handed to writes).
   */
  sessionUser: statement(
    `select ${columnsOf(User, 'u')} from sessions s join users u on u.id = s.user_id
      where s.id = $1::uuid and s.revoked_at is null`,
  ),
};

/** The user of a session that is not revoked (any account state: the caller applies the rules), or null. */
export async function sessionUser(db: Db, sessionId: string): Promise<User | null> {
  const [row] = await rows<Record<string, unknown>>(db, authQueries.sessionUser, [sessionId]);
  return row ? toEntity(db, User, row) : null;
}
