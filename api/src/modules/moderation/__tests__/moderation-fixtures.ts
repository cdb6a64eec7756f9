import type { TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { CreatorBlock } from '../../community/creator-block.entity';
import { Comment } from '../../comments/comment.entity';
import type { Book } from '../../books/book.entity';
import type { Issue } from '../../issues/issue.entity';
import { UserRole } from '../../users/user.entity';

/** The cast of the authorization matrix: a work's creator, a reader, a blocked user, staff. */
export interface Cast {
  creator: BuiltUser;
  reader: BuiltUser;
  blocked: BuiltUser;
  moderator: BuiltUser;
  admin: BuiltUser;
  book: Book;
  issue: Issue;
}

export type Role = 'anonymous' | 'reader' | 'creator' | 'blocked' | 'moderator' | 'admin';
export const ROLES: Role[] = ['anonymous', 'reader', 'creator', 'blocked', 'moderator', 'admin'];

export async function buildCast(app: TestApp): Promise<Cast> {
  const creator = await buildUser(app, { role: UserRole.CREATOR });
  const { book, issues } = await buildBook(app, { publisher: creator.user, issues: 2 });
  const reader = await buildUser(app);
  const blocked = await buildUser(app);
  const em = app.em();
  em.create(CreatorBlock, { creator: creator.user.id, blocked: blocked.user.id });
  await em.flush();
  const moderator = await buildUser(app, { role: UserRole.MODERATOR });
  const admin = await buildUser(app, { role: UserRole.ADMIN });
  return { creator, reader, blocked, moderator, admin, book, issue: issues[0] };
}

export const tokenOf = (cast: Cast, role: Role): string | undefined =>
  role === 'anonymous' ? undefined : cast[role].token;

/** A comment by `author` on `issue`, written as the comments module would store it. */
export async function buildComment(
  app: TestApp,
  issue: Issue,
  author: BuiltUser,
  body = 'A comment worth a look',
): Promise<Comment> {
  const em = app.em();
  const comment = em.create(Comment, { issue: issue.id, author: author.user.id, body } as never);
  await em.flush();
  return comment;
}

export const REPORT = `mutation ($type: ReportTarget!, $id: Int!, $reason: ReportReason!, $text: String) {
  report(targetType: $type, targetId: $id, reason: $reason, text: $text) { id targetType targetId reason text open }
}`;

export const MODERATE = `mutation ($type: ReportTarget!, $id: Int!, $action: QueueAction!, $reason: String!) {
  moderate(targetType: $type, targetId: $id, action: $action, reason: $reason) { id action targetType targetId reason moderator { username } }
}`;

export const QUEUE = `query ($first: Int, $after: String) {
  moderationQueue(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id kind targetType targetId reportCount reasons texts
      target { title state affectedUsername bookTitle issueNumber text }
      appeal { id text decision { id action reason } } }
  }
}`;

export const errorOf = (res: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) => res.errors?.[0]?.extensions?.code;
