import type { EntityManager } from '@mikro-orm/postgresql';
import { User, UserRole } from '../users/user.entity';
import { publishedBookCount } from './moderation.queries';

export const ADMIN_USAGE = 'usage: npm run admin -- <grant|revoke> <admin|moderator> <email>';

/**
 * One admin command (`grant admin a@b.c`): makes the account with that e-mail an admin or a
 * moderator, or takes the role back (to `creator` when the account has books, else `user`).
 * The operator's own command, so it needs no signed-in admin (that is how the first one is made).
 */
export async function runAdminCommand(
  em: EntityManager,
  args: readonly string[],
): Promise<{ ok: boolean; message: string }> {
  const [verb, role, emailArg] = args;
  if (
    args.length !== 3 ||
    !['grant', 'revoke'].includes(verb) ||
    !['admin', 'moderator'].includes(role)
  )
    return { ok: false, message: ADMIN_USAGE };
  const email = emailArg.trim().toLowerCase();
  const user = await em.findOne(User, { email });
  if (!user) return { ok: false, message: `No account has the e-mail ${email}` };
  const wanted = role === 'admin' ? UserRole.ADMIN : UserRole.MODERATOR;
  if (verb === 'grant') {
    if (user.role === wanted) return { ok: true, message: `${user.username} is already ${role}` };
    user.role = wanted;
  } else {
    if (user.role !== wanted) return { ok: false, message: `${user.username} is not ${role}` };
    const books = await publishedBookCount({ em, pools: undefined as never }, user.id);
    user.role = books > 0 ? UserRole.CREATOR : UserRole.USER;
  }
  await em.flush();
  return { ok: true, message: `${user.username} (${email}) is now ${user.role}` };
}
