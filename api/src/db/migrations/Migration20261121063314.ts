import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063314 extends Migration {

  override async up(): Promise<void> {
    // Search (PostgreSQL provider): trigram operators for typo, prefix and substring matching.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "users_username_trgm_index" on "users" using gin ("username" gin_trgm_ops);`);

    this.addSql(`alter table "books" add column "search_vector" tsvector null;`);
    this.addSql(`create index "books_title_trgm_index" on "books" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "books_search_fts_index" on "books" using gin ("search_vector");`);

    this.addSql(`alter table "issues" add column "search_vector" tsvector null;`);
    this.addSql(`create index "issues_title_trgm_index" on "issues" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "issues_search_fts_index" on "issues" using gin ("search_vector");`);

    // search_vector = title (weight A) + description (weight B), `simple` dictionary; kept
    // current by triggers (same expression as ftsDocument() in modules/search/search.sql.ts).
    this.addSql(`create or replace function panelhouse_search_vector() returns trigger language plpgsql as $$
begin
  new.search_vector := setweight(to_tsvector('simple'::regconfig, new."title"), 'A') || setweight(to_tsvector('simple'::regconfig, new."description"), 'B');
  return new;
end
$$;`);
    for (const table of ['books', 'issues']) {
      this.addSql(`create trigger "${table}_search_vector" before insert or update of "title", "description" on "${table}" for each row execute function panelhouse_search_vector();`);
      this.addSql(`update "${table}" set "search_vector" = setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "description"), 'B');`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "books_search_vector" on "books";`);
    this.addSql(`drop trigger if exists "issues_search_vector" on "issues";`);
    this.addSql(`drop function if exists panelhouse_search_vector();`);
    this.addSql(`drop index "books_title_trgm_index";`);
    this.addSql(`drop index "books_search_fts_index";`);
    this.addSql(`alter table "books" drop column "search_vector";`);

    this.addSql(`drop index "issues_title_trgm_index";`);
    this.addSql(`drop index "issues_search_fts_index";`);
    this.addSql(`alter table "issues" drop column "search_vector";`);

    this.addSql(`drop index "users_username_trgm_index";`);
  }

}
