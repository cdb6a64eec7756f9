import type { TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { CreatorBlock } from '../../community/creator-block.entity';
import { UserRole } from '../../users/user.entity';

export const LIKE = `mutation($id: Int!) { likeIssue(issueId: $id) { id likeCount viewerHasLiked } }`;
export const UNLIKE = `mutation($id: Int!) { unlikeIssue(issueId: $id) { id likeCount viewerHasLiked } }`;
export const RATE = `mutation($id: Int!, $rating: Int!) { rateBook(bookId: $id, rating: $rating) { id ratingCount ratingAverage viewerRating } }`;
export const CLEAR = `mutation($id: Int!) { clearBookRating(bookId: $id) { id ratingCount ratingAverage viewerRating } }`;

/** Forgets what the reaction limits counted, so each test starts with full budgets. */
export async function resetReactionLimits(app: TestApp): Promise<void> {
  await app
    .em()
    .getConnection()
    .execute(`delete from rate_limits where key like 'likes-%' or key like 'ratings-%'`);
}

/** Every kind of caller of the authorization matrix, around one book by `creator`. */
export interface Cast {
  creator: BuiltUser;
  reader: BuiltUser;
  blocked: BuiltUser;
  moderator: BuiltUser;
  admin: BuiltUser;
  work: BuiltBook;
}

export async function buildCast(app: TestApp): Promise<Cast> {
  const creator = await buildUser(app, { role: UserRole.CREATOR });
  const [reader, blocked, moderator, admin] = await Promise.all([
    buildUser(app),
    buildUser(app),
    buildUser(app, { role: UserRole.MODERATOR }),
    buildUser(app, { role: UserRole.ADMIN }),
  ]);
  const work = await buildBook(app, { publisher: creator.user, issues: 2 });
  const em = app.em();
  em.create(CreatorBlock, { creator: creator.user.id, blocked: blocked.user.id });
  await em.flush();
  return { creator, reader, blocked, moderator, admin, work };
}

/** Rows of the reaction tables and their counters, to check a refusal changed nothing. */
export async function reactionState(app: TestApp): Promise<unknown[]> {
  return app
    .em()
    .getConnection()
    .execute(
      `select (select coalesce(json_agg(l order by l.issue_id, l.user_id), '[]') from issue_likes l) as likes,
              (select coalesce(json_agg(t order by t.issue_id), '[]') from issue_like_totals t) as like_totals,
              (select coalesce(json_agg(r order by r.book_id, r.user_id), '[]') from book_ratings r) as ratings,
              (select coalesce(json_agg(t order by t.book_id), '[]') from book_rating_totals t) as rating_totals`,
    );
}
