import { Migration } from '@mikro-orm/migrations';

/**
 * `persisted_queries.last_used_at`: when an entry was last registered or asked for by hash
 * (written at most once an hour per entry), so entries nobody uses are swept. Existing rows
 * start from their creation time.
 */
export class Migration20261124113000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "persisted_queries" add column "last_used_at" timestamptz not null default now();`);
    this.addSql(`update "persisted_queries" set "last_used_at" = "created_at";`);
    this.addSql(`create index "persisted_queries_last_used_at_index" on "persisted_queries" ("last_used_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "persisted_queries_last_used_at_index";`);
    this.addSql(`alter table "persisted_queries" drop column if exists "last_used_at";`);
  }
}
