import { statement } from '../../db/sql';
import { blockedByCreatorSql } from './creator-blocks.policy';

/** Reads of creator blocks. Rows `{ blocked: boolean }`; on MikroORM's pool so a write's transaction sees them. */
export const creatorBlocksQueries = {
  /** `$1` a book id, `$2` a user id: is the user blocked by the book's publisher? */
  onBook: statement(
    `select ${blockedByCreatorSql('b.publisher_id', '$2::int')} as blocked from books b where b.id = $1`,
    { pool: 'orm' },
  ),
  /** `$1` an issue id, `$2` a user id: is the user blocked by the publisher of the issue's book? */
  onIssue: statement(
    `select ${blockedByCreatorSql('b.publisher_id', '$2::int')} as blocked
       from issues i join books b on b.id = i.book_id where i.id = $1`,
    { pool: 'orm' },
  ),
};
