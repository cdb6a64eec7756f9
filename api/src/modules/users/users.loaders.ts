import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity';

/** Users by id in one query per batch (missing ids resolve to null). */
export function createUserByIdLoader(em: EntityManager): DataLoader<number, User | null> {
  return new DataLoader(async (ids) => {
    const users = await em.find(User, { id: { $in: [...ids] } });
    const byId = new Map(users.map((u) => [u.id, u]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
