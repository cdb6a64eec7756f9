import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ReadPool, readRows, readStatement } from '../../db/read-pool';
import { viewRow } from '../../db/row-view';
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
  em: EntityManager,
  read: ReadPool,
): DataLoader<number, UserView | null> {
  return new DataLoader(async (ids) => {
    const rows = await readRows<Record<string, unknown>>(em, read, USERS_BY_ID, [[...ids]]);
    const byId = new Map(rows.map((r) => [Number(r.id), viewRow<UserView>(em, User, r)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
