/**
 * The social rows of `npm run bench` (likes, ratings, comments) and its signed-in scenarios:
 * issue details with counts and the first page of comments, liking, and posting a comment.
 * Writes come from many bench readers behind many client addresses (X-Forwarded-For, with the
 * app trusting one proxy hop), so each request pays for the per-user and per-IP limits like a
 * real one and none is refused.
 */
import crypto from 'node:crypto';
import type { Connection } from '@mikro-orm/core';
import { TokenService } from '../src/modules/auth/tokens';
import { SIZES } from './sizes';

export const SOCIAL_SIZES = {
  likes: 1_000_000,
  ratings: 200_000,
  topComments: 200_000,
  replies: 100_000,
};

/**
 * Bench readers that sign in: the last 2,500 users, older than a day (the seed makes user g
 * g minutes old; the new-account comment limit is tighter).
 */
export const SIGNED_IN = { first: SIZES.users - 2_500 + 1, count: 2_500 };

const ISSUES = SIZES.books * SIZES.issuesPerBook;

/**
 * Set-based inserts. Each reader likes about 200 issues and rates 40 books (pairs are
 * distinct by construction); the triggers and counters of the product keep the totals.
 */
export const SOCIAL_SEED_SQL = [
  `insert into issue_likes (issue_id, user_id)
   select 1 + g % ${ISSUES}, 1 + ((g / ${ISSUES}) * 241 + g % ${ISSUES}) % ${SIZES.users}
     from generate_series(0, ${SOCIAL_SIZES.likes - 1}) g`,
  `insert into book_ratings (book_id, user_id, rating)
   select 1 + g % ${SIZES.books}, 1 + ((g / ${SIZES.books}) * 241 + g % ${SIZES.books}) % ${SIZES.users}, 1 + (g * 7) % 5
     from generate_series(0, ${SOCIAL_SIZES.ratings - 1}) g`,
  `insert into comments (issue_id, author_id, body, like_count, date_created)
   select 1 + g % ${ISSUES}, 1 + (g * 31) % ${SIZES.users}, 'Comment ' || g || ': what a page, the panels flow so well.',
          g % 13, now() - (g || ' seconds')::interval
     from generate_series(0, ${SOCIAL_SIZES.topComments - 1}) g`,
  `insert into comments (issue_id, author_id, parent_id, body, date_created)
   select c.issue_id, 1 + (c.id * 17) % ${SIZES.users}, c.id, 'Reply to ' || c.id || ': agreed.', c.date_created + interval '1 minute'
     from comments c where c.parent_id is null and c.id % 2 = 0`,
  `update comments c set reply_count = r.n from (select parent_id, count(*)::int as n from comments
     where parent_id is not null group by parent_id) r where c.id = r.parent_id`,
  `insert into issue_comment_counts (issue_id, comment_count)
   select issue_id, count(*) from comments group by issue_id
   on conflict (issue_id) do update set comment_count = excluded.comment_count`,
  `insert into sessions (id, user_id)
   select md5('bench-session-' || g)::uuid, g from generate_series(${SIGNED_IN.first}, ${SIGNED_IN.first + SIGNED_IN.count - 1}) g`,
  'analyze',
];

/** A session token for each signed-in bench reader. */
export async function benchTokens(connection: Connection, jwtSecret: string): Promise<string[]> {
  const rows: { id: number; sid: string; pwd: Date }[] = await connection.execute(
    `select u.id, s.id as sid, u.password_changed_at as pwd from sessions s join users u on u.id = s.user_id
      where u.active and u.id between ${SIGNED_IN.first} and ${SIGNED_IN.first + SIGNED_IN.count - 1}`,
  );
  const tokens = new TokenService(jwtSecret);
  return rows.map((r) => tokens.issue(r.id, new Date(r.pwd), r.sid));
}

/** A client address among 65,536 (the per-IP limits count per address). */
export const randomClientIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export const ISSUE_SOCIAL_QUERY = `query IssueSocial($bookId: Int!, $n: Int!) {
  issue(bookId: $bookId, issueNumber: $n) {
    id issueNumber title likeCount viewerHasLiked commentCount
    comments(first: 20) { totalCount nodes { id body spoiler pageNumber dateCreated edited likeCount replyCount viewerHasLiked pinned state
      author { id username } viewerCan { edit delete hide pin } } }
  }
}`;

export const LIKE_MUTATION = `mutation Like($id: Int!) { likeIssue(issueId: $id) { id likeCount viewerHasLiked } }`;
export const UNLIKE_MUTATION = `mutation Unlike($id: Int!) { unlikeIssue(issueId: $id) { id likeCount viewerHasLiked } }`;
export const POST_COMMENT_MUTATION = `mutation Post($input: PostCommentInput!) { postComment(input: $input) { id likeCount replyCount } }`;
