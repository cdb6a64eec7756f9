import { Migration } from '@mikro-orm/migrations';

export class Migration20261121090332 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "search_terms" ("term" text not null, constraint "search_terms_pkey" primary key ("term"));`);
    this.addSql(`create index "search_terms_prefix_index" on "search_terms" ("term" text_pattern_ops);`);
    this.addSql(`create index "search_terms_trgm_index" on "search_terms" using gin ("term" gin_trgm_ops);`);

    // Hand-written below (not part of the entity diff).
    // The typo vocabulary: every word of three or more characters without digits from the
    // full-text documents of books and issues, added by a trigger after each write.
    this.addSql(`create or replace function panelhouse_search_terms() returns trigger language plpgsql as $$
begin
  insert into "search_terms" ("term")
    select lexeme from unnest(new."search_vector") where char_length(lexeme) >= 3 and lexeme !~ '[0-9]'
    on conflict do nothing;
  return null;
end
$$;`);
    for (const table of ['books', 'issues']) {
      this.addSql(`create trigger "${table}_search_terms" after insert or update of "title", "description" on "${table}" for each row execute function panelhouse_search_terms();`);
      this.addSql(`insert into "search_terms" ("term") select distinct lexeme from "${table}", unnest("search_vector") where char_length(lexeme) >= 3 and lexeme !~ '[0-9]' on conflict do nothing;`);
      // Searched constantly, written rarely: no pending list (see search.sql.ts).
      this.addSql(`alter index "${table}_search_fts_index" set (fastupdate = off);`);
      this.addSql(`select gin_clean_pending_list('${table}_search_fts_index');`);
    }

    // Search-result cache invalidation (modules/search/search-cache.ts): every committed
    // statement that can change what a search finds notifies the API processes.
    this.addSql(`create or replace function panelhouse_search_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('panelhouse_search_changed', '');
  return null;
end
$$;`);
    for (const [table, events] of [
      ['books', 'insert or update or delete or truncate'],
      ['issues', 'insert or update or delete or truncate'],
      ['book_genres', 'insert or update or delete or truncate'],
      ['users', 'insert or update of "username", "active" or delete or truncate'],
    ]) {
      this.addSql(`create trigger "${table}_search_changed" after ${events} on "${table}" for each statement execute function panelhouse_search_changed();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['books', 'issues', 'book_genres', 'users']) {
      this.addSql(`drop trigger if exists "${table}_search_changed" on "${table}";`);
    }
    this.addSql(`drop function if exists panelhouse_search_changed();`);
    for (const table of ['books', 'issues']) {
      this.addSql(`alter index "${table}_search_fts_index" reset (fastupdate);`);
      this.addSql(`drop trigger if exists "${table}_search_terms" on "${table}";`);
    }
    this.addSql(`drop function if exists panelhouse_search_terms();`);
    this.addSql(`drop table if exists "search_terms" cascade;`);
  }

}
