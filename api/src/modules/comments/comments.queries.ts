import type { CommentStateValue } from '../../config/limits';
import { type Db, isoSql, rows, statement } from '../../db/sql';
import { commentStateSql } from './comments.policy';

/** A comment in context, for the moderation queue (rows of `commentsQueries.context`). */
export interface CommentContextRow {
  id: number;
  parentId: number | null;
  authorId: number;
  authorUsername: string;
  body: string;
  issueId: number;
  issueNumber: number;
  bookId: number;
  bookTitle: string;
  bookSlug: string;
  /** ISO 8601. */
  dateCreated: string;
  state: CommentStateValue;
}

/** Reads of comments that are not a plain `em.find`. Aliases: `c` the comment, `i` its issue, `b` its book. */
export const commentsQueries = {
  /**
   * Rows `CommentContextRow` (camelCase aliases) for comments `$1` (int[]), whatever their
   * state: moderators see what they act on. On MikroORM's pool so an action's transaction sees
   * its own writes.
   */
  context: statement(
    `select c.id, c.parent_id as "parentId", c.author_id as "authorId", a.username as "authorUsername",
            c.body, c.issue_id as "issueId", i.issue_number as "issueNumber", i.book_id as "bookId",
            b.title as "bookTitle", b.url_slug as "bookSlug",
            ${isoSql('c.date_created')} as "dateCreated", ${commentStateSql('c')} as state
       from comments c join users a on a.id = c.author_id
       join issues i on i.id = c.issue_id join books b on b.id = i.book_id
      where c.id = any($1::int[])`,
    { pool: 'orm' },
  ),
};

/** Comments in context for a moderation queue, in no particular order (missing ids are left out). */
export function commentContext(db: Db, ids: readonly number[]): Promise<CommentContextRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows<CommentContextRow>(db, commentsQueries.context, [[...ids]]);
}
