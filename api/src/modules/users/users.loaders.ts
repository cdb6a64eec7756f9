import DataLoader from 'dataloader';
import { type Db, rows as runRows, statement as readStatement } from '../../db/sql';
import { toView } from '../../db/sql';
import { User, type UserView } from './user.entity';

/** Every column MikroORM loads for a User (password_hash is lazy), for raw reads mapped to views (db/row-view.ts). */
export const USER_COLUMNS = (alias: string) =>
  [
    'id',
    'first_name',
    'last_name',
    'username',
    'email',
    'role',
    'bio',
    'password_changed_at',
    'active',
    'photo_key',
    'photo_width',
    'photo_height',
    'photo_content_type',
    'photo_byte_size',
    'photo_original_name',
    'photo_variant_widths',
    'background_key',
    'background_width',
    'background_height',
    'background_content_type',
    'background_byte_size',
    'background_original_name',
    'background_variant_widths',
    'date_created',
    'last_updated',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');

const USERS_BY_ID = readStatement(
  `select ${USER_COLUMNS('u')} from users u where u.id = any($1::int[])`,
);

/**
 * Users by id in one prepared statement per batch (missing ids resolve to null), as views.
 */
export function createUserByIdLoader(
  db: Db,
): DataLoader<number, UserView | null> {
  return new DataLoader(async (ids) => {
    const rows = await runRows<Record<string, unknown>>(db, USERS_BY_ID, [[...ids]]);
    const byId = new Map(rows.map((r) => [Number(r.id), toView<UserView>(db, User, r)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
