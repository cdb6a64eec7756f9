import { Migration } from '@mikro-orm/migrations';

// The columns copied into both search tables from their book, genres and publisher; `visible`
// is the book's visibility rule (books.policy.ts `visibleBookSql`: not removed, publisher
// active), the same text the engine's reference statements use.
const BOOK_FACETS = `b.status, b.content_rating,
  array(select g.genre from book_genres g where g.book_id = b.id order by g.genre),
  not b.removed and u.active`;

const ISSUE_COLUMNS = 'id, book_id, search_vector, status, content_rating, genres, visible, removed, release_at, date_created';
const BOOK_COLUMNS = 'id, search_vector, status, content_rating, genres, visible, date_created';
const updateSet = (columns: string) =>
  columns
    .split(', ')
    .filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');

/**
 * The search tables `issue_search` and `book_search`: each searchable work with its words,
 * its book's status, rating, genres and visibility, kept current by triggers, and one GIN
 * index (`btree_gin` for the status) that intersects words, status and genres in one scan.
 */
export class Migration20261125060000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create table "issue_search" ("id" int primary key references "issues" ("id") on delete cascade, "book_id" int not null, "search_vector" tsvector null, "status" text not null, "content_rating" text not null, "genres" text[] not null, "visible" boolean not null, "removed" boolean not null, "release_at" timestamptz not null, "date_created" timestamptz not null);`);
    this.addSql(`create table "book_search" ("id" int primary key references "books" ("id") on delete cascade, "search_vector" tsvector null, "status" text not null, "content_rating" text not null, "genres" text[] not null, "visible" boolean not null, "date_created" timestamptz not null);`);
    this.addSql(`create index "issue_search_book_index" on "issue_search" ("book_id");`);

    // Rewrites the rows of the books `ids` and of their issues from the base tables; a row
    // that would not change is left alone (no new version, no index entries).
    this.addSql(`create function panelhouse_book_search_refresh(ids int[]) returns void language sql as $$
  insert into book_search (${BOOK_COLUMNS})
  select b.id, b.search_vector, ${BOOK_FACETS}, b.date_created
    from books b join users u on u.id = b.publisher_id where b.id = any(ids)
  on conflict (id) do update set ${updateSet(BOOK_COLUMNS)}
    where (book_search.*) is distinct from (excluded.*);
  insert into issue_search (${ISSUE_COLUMNS})
  select i.id, i.book_id, i.search_vector, ${BOOK_FACETS}, i.removed, i.release_at, i.date_created
    from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id where i.book_id = any(ids)
  on conflict (id) do update set ${updateSet(ISSUE_COLUMNS)}
    where (issue_search.*) is distinct from (excluded.*);
$$;`);
    // The share lock on the book and publisher makes a concurrent change to either wait for
    // this transaction (whose issue its own refresh will then see), or this one wait for it.
    this.addSql(`create function panelhouse_issue_search_refresh(ids int[]) returns void language sql as $$
  insert into issue_search (${ISSUE_COLUMNS})
  select i.id, i.book_id, i.search_vector, ${BOOK_FACETS}, i.removed, i.release_at, i.date_created
    from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id where i.id = any(ids)
    for share of b, u
  on conflict (id) do update set ${updateSet(ISSUE_COLUMNS)}
    where (issue_search.*) is distinct from (excluded.*);
$$;`);

    // Statement triggers with transition tables: a bulk insert refreshes once. Deleted works
    // leave by the foreign keys' cascade. A scheduled issue's release needs nothing: the
    // engine compares release_at with now() when it searches.
    this.addSql(`create function panelhouse_search_rows_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'issues' then
    if tg_op = 'INSERT' then
      perform panelhouse_issue_search_refresh(array(select id from new_rows));
    else
      perform panelhouse_issue_search_refresh(array(
        select n.id from new_rows n join old_rows o on o.id = n.id
         where (n.book_id, n.search_vector, n.removed, n.release_at, n.date_created)
               is distinct from (o.book_id, o.search_vector, o.removed, o.release_at, o.date_created)));
    end if;
  elsif tg_table_name = 'books' then
    if tg_op = 'INSERT' then
      perform panelhouse_book_search_refresh(array(select id from new_rows));
    else
      perform panelhouse_book_search_refresh(array(
        select n.id from new_rows n join old_rows o on o.id = n.id
         where (n.search_vector, n.status, n.content_rating, n.removed, n.publisher_id, n.date_created)
               is distinct from (o.search_vector, o.status, o.content_rating, o.removed, o.publisher_id, o.date_created)));
    end if;
  elsif tg_table_name = 'book_genres' then
    if tg_op = 'INSERT' then
      perform panelhouse_book_search_refresh(array(select distinct book_id from new_rows));
    elsif tg_op = 'DELETE' then
      perform panelhouse_book_search_refresh(array(select distinct book_id from old_rows));
    else
      perform panelhouse_book_search_refresh(array(select book_id from new_rows union select book_id from old_rows));
    end if;
  elsif tg_table_name = 'users' then
    perform panelhouse_book_search_refresh(array(
      select b.id from books b where b.publisher_id in (
        select n.id from new_rows n join old_rows o on o.id = n.id where n.active is distinct from o.active)));
  end if;
  return null;
end
$$;`);
    for (const [table, events] of [
      ['issues', ['insert', 'update']],
      ['books', ['insert', 'update']],
      ['book_genres', ['insert', 'update', 'delete']],
      ['users', ['update']],
    ] as const) {
      for (const event of events) {
        const transition = {
          insert: 'new table as new_rows',
          update: 'old table as old_rows new table as new_rows',
          delete: 'old table as old_rows',
        }[event];
        this.addSql(`create trigger "${table}_search_rows_${event}" after ${event} on "${table}" referencing ${transition} for each statement execute function panelhouse_search_rows_changed();`);
      }
    }

    this.addSql(`select panelhouse_book_search_refresh(array(select id from books));`);
    // Searched constantly, written rarely: no pending list (see search.sql.ts). Only visible,
    // unremoved works are indexed: every search asks for them.
    this.addSql(`create index "issue_search_match_index" on "issue_search" using gin ("search_vector", "status", "genres") with (fastupdate = off) where visible and not removed;`);
    this.addSql(`create index "book_search_match_index" on "book_search" using gin ("search_vector", "status", "genres") with (fastupdate = off) where visible;`);
  }

  override async down(): Promise<void> {
    for (const [table, events] of [
      ['issues', ['insert', 'update']],
      ['books', ['insert', 'update']],
      ['book_genres', ['insert', 'update', 'delete']],
      ['users', ['update']],
    ] as const) {
      for (const event of events) this.addSql(`drop trigger if exists "${table}_search_rows_${event}" on "${table}";`);
    }
    this.addSql(`drop function if exists panelhouse_search_rows_changed();`);
    this.addSql(`drop function if exists panelhouse_issue_search_refresh(int[]);`);
    this.addSql(`drop function if exists panelhouse_book_search_refresh(int[]);`);
    this.addSql(`drop table if exists "issue_search";`);
    this.addSql(`drop table if exists "book_search";`);
    this.addSql(`drop extension if exists btree_gin;`);
  }

}
