import { statement } from '../../db/sql';

/** The archive import's statement (it names users credited in a ComicInfo.xml). */
export const archivesQueries = {
  /** Users whose username matches one of $1 (lower-cased names), any state: rows `{ id, username }`. */
  usersByUsernames: statement(
    'select id, username from users where lower(username) = any($1::text[])',
    { pool: 'orm' },
  ),
};
