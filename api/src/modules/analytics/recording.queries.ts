import { statement } from '../../db/sql';

/**
 * The writes of the reading-event pipeline: the batched insert, the daily salts, the day
 * partitions and the subscription counter. All on MikroORM's pool (writes); none returns views.
 */
export const recordingQueries = {
  /**
   * One multi-row insert of a batch: `$1` is a JSON array of rows with the table's column
   * names (`reader_hash` in bytea's hex text form, or null), read by PostgreSQL's own row parser.
   * One JSON text costs the API a fraction of eleven array literals built element by element.
   */
  insertEvents: statement(
    `insert into reading_events (at, day, issue_id, book_id, creator_id, kind, source, reader_hash,
                                 furthest_page, finished, referrer_domain)
     select e.at, e.day, e.issue_id, e.book_id, e.creator_id, e.kind, e.source, e.reader_hash,
            e.furthest_page, e.finished, e.referrer_domain
       from json_populate_recordset(null::reading_events, $1::json) as e`,
    { pool: 'bulk' },
  ),
  /** Makes the partition of day `$1` unless it exists (the function is in the migration). */
  ensurePartition: statement(`select reading_events_partition($1::date)`, { pool: 'orm' }),
  /** Rows `{ name }`: drops the partitions of the days before `$1` and names them. */
  dropPartitionsBefore: statement(`select reading_events_drop_before($1::date) as name`, {
    pool: 'orm',
  }),
  /** Keeps salt `$2` (hex) as day `$1`'s unless a process got there first. */
  insertSalt: statement(
    `insert into analytics_salts (day, salt) values ($1::date, decode($2, 'hex'))
     on conflict (day) do nothing`,
    { pool: 'orm' },
  ),
  /** Rows `{ salt }` (hex): day `$1`'s salt. */
  salt: statement(`select encode(salt, 'hex') as salt from analytics_salts where day = $1::date`, {
    pool: 'orm',
  }),
  /** Rows `{ day }`: deletes the salts of the days before `$1`. */
  deleteSaltsBefore: statement(
    `delete from analytics_salts where day < $1::date returning to_char(day, 'YYYY-MM-DD') as day`,
    { pool: 'orm' },
  ),
  /** Counts `$2` subscribes and `$3` unsubscribes to creator `$1` on today's (UTC) row. */
  countSubscriptionChange: statement(
    `insert into subscription_changes (creator_id, day, gained, lost)
     values ($1, (now() at time zone 'UTC')::date, $2, $3)
     on conflict (creator_id, day) do update
       set gained = subscription_changes.gained + excluded.gained,
           lost = subscription_changes.lost + excluded.lost`,
    { pool: 'orm' },
  ),
  /** Deletes the subscription counters of the days before `$1` (the rollups keep their sums). */
  deleteSubscriptionChangesBefore: statement(
    `delete from subscription_changes where day < $1::date`,
    { pool: 'orm' },
  ),
};
