import { Migration } from '@mikro-orm/migrations';

/** Reading progress (reading_progress) and the private Following feed tokens (following_feed_tokens). */
export class Migration20261123212910 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "following_feed_tokens" ("id" serial primary key, "user_id" int not null, "hash" varchar(64) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "following_feed_tokens" add constraint "following_feed_tokens_user_unique" unique ("user_id");`);
    this.addSql(`alter table "following_feed_tokens" add constraint "following_feed_tokens_hash_unique" unique ("hash");`);

    this.addSql(`create table "reading_progress" ("id" serial primary key, "user_id" int not null, "issue_id" int not null, "book_id" int not null, "furthest_page" smallint not null, "last_page" smallint not null, "updated_at" timestamptz not null default now(), constraint reading_progress_pages_positive check (last_page >= 1 and furthest_page >= last_page));`);
    this.addSql(`create index "reading_progress_issue_index" on "reading_progress" ("issue_id");`);
    this.addSql(`create index "reading_progress_book_index" on "reading_progress" ("book_id");`);
    this.addSql(`create index "reading_progress_user_book_index" on "reading_progress" ("user_id", "book_id");`);
    this.addSql(`create index "reading_progress_user_updated_index" on "reading_progress" ("user_id", "updated_at");`);
    this.addSql(`alter table "reading_progress" add constraint "reading_progress_user_issue_unique" unique ("user_id", "issue_id");`);

    this.addSql(`alter table "following_feed_tokens" add constraint "following_feed_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "reading_progress" add constraint "reading_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reading_progress" add constraint "reading_progress_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reading_progress" add constraint "reading_progress_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "following_feed_tokens" cascade;`);

    this.addSql(`drop table if exists "reading_progress" cascade;`);
  }

}
