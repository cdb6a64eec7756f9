import { Migration } from '@mikro-orm/migrations';

export class Migration20261121060326 extends Migration {

  override async up(): Promise<void> {
    // Search (PostgreSQL provider): trigram operators for typo, prefix and substring matching.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "users_username_trgm_index" on "users" using gin ("username" gin_trgm_ops);`);

    this.addSql(`create index "books_search_trgm_index" on "books" using gin (("title" || ' ' || "description") gin_trgm_ops);`);
    this.addSql(`create index "books_search_fts_index" on "books" using gin ((setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "description"), 'B')));`);

    this.addSql(`create index "issues_search_trgm_index" on "issues" using gin (("title" || ' ' || "description") gin_trgm_ops);`);
    this.addSql(`create index "issues_search_fts_index" on "issues" using gin ((setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "description"), 'B')));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "books_search_trgm_index";`);
    this.addSql(`drop index "books_search_fts_index";`);

    this.addSql(`drop index "issues_search_trgm_index";`);
    this.addSql(`drop index "issues_search_fts_index";`);

    this.addSql(`drop index "users_username_trgm_index";`);
  }

}
