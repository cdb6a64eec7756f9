import { columnsOf, type Db, rows, statement } from '../../db/sql';
import { Comment } from './comment.entity';
import { publicCommentSql } from './comments.policy';

/**
 * The one way a comment's state changes (hidden, shown, deleted) together with the counts that
 * count public comments (comments.policy.ts `isCommentPublic`): its parent's `reply_count` and
 * its issue's `issue_comment_counts`. Run inside the write's transaction; every statement is on
 * MikroORM's pool for that reason. Counts move by the difference between before and after, so
 * concurrent writes add up instead of overwriting each other.
 */

/** What changed: the comment's place and whether it was and is public. */
export interface StateChange {
  id: number;
  issueId: number;
  bookId: number;
  parentId: number | null;
  authorId: number;
  wasPublic: boolean;
  isPublic: boolean;
}

interface StateChangeRow {
  id: number;
  issue_id: number;
  book_id: number;
  parent_id: number | null;
  author_id: number;
  was_public: boolean;
  is_public: boolean;
}

/** Sets columns of comment `$1` (locking it) and returns a `StateChangeRow`, or no row. */
const changeWith = (assignment: string) =>
  statement(
    `with old as (select c.id, ${publicCommentSql('c')} as was_public from comments c where c.id = $1 for update)
     update comments c set ${assignment} from old where c.id = old.id
     returning c.id, c.issue_id, c.parent_id, c.author_id, old.was_public, ${publicCommentSql('c')} as is_public,
       (select i.book_id from issues i where i.id = c.issue_id) as book_id`,
    { pool: 'orm' },
  );

const changes = {
  /** `$2` boolean: hidden by a moderator or not (a repeat keeps the first time). */
  moderatorHidden: changeWith(
    'hidden_by_moderator_at = case when $2::boolean then coalesce(c.hidden_by_moderator_at, now()) else null end, pinned_at = case when $2::boolean then null else c.pinned_at end',
  ),
  /** `$2` boolean: hidden by the work's creator or not. */
  creatorHidden: changeWith(
    'hidden_by_creator_at = case when $2::boolean then coalesce(c.hidden_by_creator_at, now()) else null end, pinned_at = case when $2::boolean then null else c.pinned_at end',
  ),
  /** Deleted (also unpins: a deleted comment holds no place at the top). */
  deleted: changeWith('deleted_at = coalesce(c.deleted_at, now()), pinned_at = null'),
};

/**
 * Adds `$3` to the reply count of comment `$2` (when not null) and to issue `$1`'s comment
 * count, never below 0 (rows written around this module, e.g. by fixtures, were never counted).
 */
const adjustCounts = statement(
  `with parent as (update comments set reply_count = greatest(reply_count + $3::int, 0) where id = $2::int)
   insert into issue_comment_counts (issue_id, comment_count) values ($1::int, greatest($3::int, 0))
   on conflict (issue_id) do update
     set comment_count = greatest(issue_comment_counts.comment_count + $3::int, 0)`,
  { pool: 'orm' },
);

/** Adds `$2` to the like count of comment `$1`. */
const adjustLikes = statement(
  'update comments set like_count = greatest(like_count + $2::int, 0) where id = $1',
  {
    pool: 'orm',
  },
);

/**
 * Inserts a public comment (`$1` issue, `$2` author, `$3` parent or null, `$4` body, `$5`
 * spoiler, `$6` page or null) and counts it, in one statement, unless the author posted the
 * same text on the issue within the last `$7` seconds and did not delete it: a row of the
 * comment's columns, or none for such a duplicate. The caller holds the author's lock on the
 * issue from an earlier statement, so the duplicate check sees every earlier post committed.
 * Exported for the benchmark's bare handler.
 */
export const insertCounted = statement(
  `with duplicate as (
     select 1 from comments d
      where d.author_id = $2::int and d.issue_id = $1::int and d.body = $4::text and d.deleted_at is null
        and d.date_created > now() - make_interval(secs => $7::int) limit 1),
   comment as (
     insert into comments as c (issue_id, author_id, parent_id, body, spoiler, page_number)
     select $1::int, $2::int, $3::int, $4::text, $5::boolean, $6::smallint
      where not exists (select 1 from duplicate)
     returning ${columnsOf(Comment, 'c')}),
   parent as (
     update comments set reply_count = reply_count + 1
      where id = $3::int and exists (select 1 from comment)),
   counted as (
     insert into issue_comment_counts (issue_id, comment_count) select $1::int, 1 from comment
     on conflict (issue_id) do update set comment_count = issue_comment_counts.comment_count + 1)
   select * from comment`,
  { pool: 'orm' },
);

/** What a new comment is made of. */
export interface NewComment {
  issueId: number;
  authorId: number;
  parentId: number | null;
  body: string;
  spoiler: boolean;
  pageNumber: number | null;
}

/**
 * Writes a new public comment with its counts (inside the caller's transaction, holding the
 * author's lock on the issue): the stored row (the comment's columns), or null when it
 * duplicates one of the author's within `duplicateWindowSeconds`.
 */
export async function insertComment(
  db: Db,
  comment: NewComment,
  duplicateWindowSeconds: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await rows<Record<string, unknown>>(db, insertCounted, [
    comment.issueId,
    comment.authorId,
    comment.parentId,
    comment.body,
    comment.spoiler,
    comment.pageNumber,
    duplicateWindowSeconds,
  ]);
  return row ?? null;
}

/** Moves a comment's like count by `delta` (the like row changed in the same transaction). */
export function moveLikes(db: Db, commentId: number, delta: number): Promise<unknown> {
  return rows(db, adjustLikes, [commentId, delta]);
}

/** Moves the counts by `delta` public comments for a comment at (issue, parent). */
export function moveCounts(
  db: Db,
  issueId: number,
  parentId: number | null,
  delta: number,
): Promise<unknown> {
  return rows(db, adjustCounts, [issueId, parentId, delta]);
}

/** Applies a change of state to comment `id` and its counts; null when there is no such comment. */
export async function changeCommentState(
  db: Db,
  id: number,
  change: { kind: 'moderatorHidden' | 'creatorHidden'; hidden: boolean } | { kind: 'deleted' },
): Promise<StateChange | null> {
  const values = change.kind === 'deleted' ? [id] : [id, change.hidden];
  const [row] = await rows<StateChangeRow>(db, changes[change.kind], values);
  if (!row) return null;
  const result: StateChange = {
    id: row.id,
    issueId: row.issue_id,
    bookId: row.book_id,
    parentId: row.parent_id,
    authorId: row.author_id,
    wasPublic: row.was_public,
    isPublic: row.is_public,
  };
  const delta = Number(result.isPublic) - Number(result.wasPublic);
  if (delta !== 0) await moveCounts(db, result.issueId, result.parentId, delta);
  return result;
}
