import { columnsOf, type Db, rows, statement, toView } from '../../db/sql';
import { Book, type BookView } from '../books/book.entity';
import { visibleBookSql } from '../books/books.policy';
import { blockedByCreatorSql } from '../community/creator-blocks.policy';
import { Issue, type IssueView } from '../issues/issue.entity';
import { publicIssueSql, releasedIssueSql } from '../issues/issues.policy';
import { bookWorkFrom, issueWorkFrom } from '../issues/public-works.queries';
import { likeableIssueSql, rateableBookSql } from './reactions.policy';

/**
 * Reads and writes of likes and ratings. The counters (`issue_like_totals`,
 * `book_rating_totals`) are kept by triggers on the reaction tables, so every count here is
 * one indexed lookup per batch of works. Writes run on MikroORM's pool (inside the service's
 * transaction); the loaders' reads on the read pool.
 */

const LIKE_WINDOW = 'make_interval(secs => $3::int)';

export const reactionsQueries = {
  /**
   * The public issue `$1` (its columns) and whether its creator blocked user `$2`, or none:
   * what a like or unlike acts on.
   */
  publicIssue: statement(
    `select ${columnsOf(Issue, 'i')}, ${blockedByCreatorSql('b.publisher_id', '$2::int')} as blocked
       from ${issueWorkFrom()}
      where i.id = $1 and ${publicIssueSql('i', 'b', 'u')}`,
    { pool: 'orm' },
  ),
  /**
   * The visible book `$1` (its columns) and whether its creator blocked user `$2`, or none:
   * what a rating acts on.
   */
  visibleBook: statement(
    `select ${columnsOf(Book, 'b')}, ${blockedByCreatorSql('b.publisher_id', '$2::int')} as blocked
       from ${bookWorkFrom()}
      where b.id = $1 and ${visibleBookSql('b', 'u')}`,
    { pool: 'orm' },
  ),
  /**
   * Row `{ date_created }` when the like is new, none when it existed (or the issue no longer
   * takes likes from `$2`: the policy and the creator's block are checked again in the write).
   */
  like: statement(
    `insert into issue_likes (issue_id, user_id)
     select i.id, $2::int from ${issueWorkFrom()}
      where i.id = $1 and ${likeableIssueSql('i', 'b', 'u', '$2::int')}
        and not ${blockedByCreatorSql('b.publisher_id', '$2::int')}
     on conflict (issue_id, user_id) do nothing
     returning date_created`,
    { pool: 'orm' },
  ),
  /** Row `{ issue_id }` when a like was removed. */
  unlike: statement(
    'delete from issue_likes where issue_id = $1 and user_id = $2 returning issue_id',
    { pool: 'orm' },
  ),
  /** Row `{ rating }` when stored or changed (none when unchanged or no longer rateable). */
  rate: statement(
    `insert into book_ratings (book_id, user_id, rating)
     select b.id, $2::int, $3::smallint from ${bookWorkFrom()}
      where b.id = $1 and ${rateableBookSql('b', 'u', '$2::int')}
        and not ${blockedByCreatorSql('b.publisher_id', '$2::int')}
     on conflict (book_id, user_id) do update set rating = excluded.rating, updated_at = now()
      where book_ratings.rating <> excluded.rating
     returning rating`,
    { pool: 'orm' },
  ),
  /** Row `{ book_id }` when a rating was removed. */
  clearRating: statement(
    'delete from book_ratings where book_id = $1 and user_id = $2 returning book_id',
    { pool: 'orm' },
  ),
  /** Rows `{ issue_id, likes }` of the issues `$1` that have a counter. */
  likeTotals: statement(
    'select issue_id, likes from issue_like_totals where issue_id = any($1::int[])',
  ),
  /** Rows `{ issue_id }`: the issues among `$2` that user `$1` likes. */
  likedBy: statement(
    'select issue_id from issue_likes where user_id = $1 and issue_id = any($2::int[])',
  ),
  /** Rows `{ book_id, likes }`: the likes of each book's released issues, books `$1`. */
  bookLikeTotals: statement(
    `select i.book_id, sum(t.likes)::int as likes
       from issues i join issue_like_totals t on t.issue_id = i.id
      where i.book_id = any($1::int[]) and ${releasedIssueSql('i')}
      group by i.book_id`,
  ),
  /** Rows `{ book_id, ratings, rating_sum }` of the books `$1` that have a counter. */
  ratingTotals: statement(
    'select book_id, ratings, rating_sum from book_rating_totals where book_id = any($1::int[])',
  ),
  /** Rows `{ book_id, rating }`: user `$1`'s ratings among the books `$2`. */
  ratedBy: statement(
    'select book_id, rating from book_ratings where user_id = $1 and book_id = any($2::int[])',
  ),
  /**
   * Row `{ likes, creator_id }`: likes of issue `$1` still standing that were made in the window
   * starting at `$2` and lasting `$3` seconds (the `issue.liked` batch); no row when the issue is gone.
   */
  windowLikes: statement(
    `select b.publisher_id as creator_id, b.id as book_id,
            (select count(*)::int from issue_likes l
              where l.issue_id = i.id and l.date_created >= $2::timestamptz
                and l.date_created < $2::timestamptz + ${LIKE_WINDOW}) as likes
       from issues i join books b on b.id = i.book_id where i.id = $1`,
    { pool: 'orm' },
  ),
};

// --- Runners ---------------------------------------------------------------------------------

/** A work a reaction acts on, as a view, and whether its creator blocked the reader. */
export interface Reactable<T> {
  work: T;
  blocked: boolean;
}

/** The public issue as a view (its book and publisher by id) for reader `userId`, or null. */
export async function publicIssueView(
  db: Db,
  issueId: number,
  userId: number,
): Promise<Reactable<IssueView> | null> {
  const [row] = await rows<{ blocked: boolean }>(db, reactionsQueries.publicIssue, [
    issueId,
    userId,
  ]);
  return row ? { work: toView<IssueView>(db, Issue, row), blocked: row.blocked } : null;
}

/** The visible book as a view (its publisher by id) for reader `userId`, or null. */
export async function visibleBookView(
  db: Db,
  bookId: number,
  userId: number,
): Promise<Reactable<BookView> | null> {
  const [row] = await rows<{ blocked: boolean }>(db, reactionsQueries.visibleBook, [
    bookId,
    userId,
  ]);
  return row ? { work: toView<BookView>(db, Book, row), blocked: row.blocked } : null;
}

export async function likeCounts(
  db: Db,
  issueIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await rows<{ issue_id: number; likes: number }>(db, reactionsQueries.likeTotals, [
    [...issueIds],
  ]);
  return new Map(found.map((r) => [Number(r.issue_id), Number(r.likes)]));
}

export async function likedIssues(
  db: Db,
  userId: number,
  issueIds: readonly number[],
): Promise<Set<number>> {
  const found = await rows<{ issue_id: number }>(db, reactionsQueries.likedBy, [
    userId,
    [...issueIds],
  ]);
  return new Set(found.map((r) => Number(r.issue_id)));
}

export async function bookLikeCounts(
  db: Db,
  bookIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await rows<{ book_id: number; likes: number }>(
    db,
    reactionsQueries.bookLikeTotals,
    [[...bookIds]],
  );
  return new Map(found.map((r) => [Number(r.book_id), Number(r.likes)]));
}

export interface RatingTotals {
  ratings: number;
  ratingSum: number;
}

export async function ratingTotals(
  db: Db,
  bookIds: readonly number[],
): Promise<Map<number, RatingTotals>> {
  const found = await rows<{ book_id: number; ratings: number; rating_sum: number }>(
    db,
    reactionsQueries.ratingTotals,
    [[...bookIds]],
  );
  return new Map(
    found.map((r) => [
      Number(r.book_id),
      { ratings: Number(r.ratings), ratingSum: Number(r.rating_sum) },
    ]),
  );
}

export async function ratingsBy(
  db: Db,
  userId: number,
  bookIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await rows<{ book_id: number; rating: number }>(db, reactionsQueries.ratedBy, [
    userId,
    [...bookIds],
  ]);
  return new Map(found.map((r) => [Number(r.book_id), Number(r.rating)]));
}
