import { Migration } from '@mikro-orm/migrations';

/** Comments and replies on issues, comment likes, kept comment counts per issue, and the per-book switch for comments. */
export class Migration20261124204118 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "issue_comment_counts" ("issue_id" int not null, "comment_count" int not null default 0, constraint "issue_comment_counts_pkey" primary key ("issue_id"));`);

    this.addSql(`create table "comments" ("id" serial primary key, "issue_id" int not null, "author_id" int not null, "parent_id" int null, "body" text not null, "spoiler" boolean not null default false, "page_number" smallint null, "like_count" int not null default 0, "reply_count" int not null default 0, "edited_at" timestamptz null, "deleted_at" timestamptz null, "hidden_by_creator_at" timestamptz null, "hidden_by_moderator_at" timestamptz null, "pinned_at" timestamptz null, "date_created" timestamptz not null default now(), constraint comments_counts_positive check (like_count >= 0 and reply_count >= 0), constraint comments_page_positive check (page_number is null or page_number >= 1), constraint comments_body_length check (char_length(body) between 1 and 2000));`);
    this.addSql(`create index "comments_author_index" on "comments" ("author_id", "date_created");`);
    this.addSql(`create index "comments_parent_index" on "comments" ("parent_id", "date_created", "id");`);
    this.addSql(`create unique index "comments_issue_pinned_unique" on "comments" ("issue_id") where "pinned_at" is not null;`);
    this.addSql(`create index "comments_issue_top_index" on "comments" ("issue_id", "like_count" desc, "date_created" desc, "id" desc) where "parent_id" is null;`);
    this.addSql(`create index "comments_issue_newest_index" on "comments" ("issue_id", "date_created" desc, "id" desc) where "parent_id" is null;`);

    this.addSql(`create table "comment_likes" ("id" serial primary key, "comment_id" int not null, "user_id" int not null, "date_created" timestamptz not null default now());`);
    this.addSql(`create index "comment_likes_user_index" on "comment_likes" ("user_id");`);
    this.addSql(`alter table "comment_likes" add constraint "comment_likes_pair_unique" unique ("comment_id", "user_id");`);

    this.addSql(`alter table "issue_comment_counts" add constraint "issue_comment_counts_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "comments" add constraint "comments_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_parent_id_foreign" foreign key ("parent_id") references "comments" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "comment_likes" add constraint "comment_likes_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment_likes" add constraint "comment_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "books" add column "comments_enabled" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "comments" drop constraint "comments_parent_id_foreign";`);

    this.addSql(`alter table "comment_likes" drop constraint "comment_likes_comment_id_foreign";`);

    this.addSql(`drop table if exists "issue_comment_counts" cascade;`);

    this.addSql(`drop table if exists "comments" cascade;`);

    this.addSql(`drop table if exists "comment_likes" cascade;`);

    this.addSql(`alter table "books" drop column "comments_enabled";`);
  }

}
