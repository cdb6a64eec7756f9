import { Migration } from '@mikro-orm/migrations';

/** Moderation: reports, the audit log of moderation actions, appeals, featured books; suspensions and moderator removals. */
export class Migration20261124204349 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reports" ("id" serial primary key, "reporter_id" int not null, "target_type" text check ("target_type" in ('book', 'issue', 'comment', 'user')) not null, "target_id" int not null, "reason" text check ("reason" in ('spam', 'harassment', 'hateful content', 'sexual content involving minors', 'copyright', 'other')) not null, "text" text null, "date_created" timestamptz not null default now(), "closed_at" timestamptz null, "closed_by" int null);`);
    this.addSql(`create index "reports_open_target_index" on "reports" ("target_type", "target_id") where "closed_at" is null;`);
    this.addSql(`create unique index "reports_open_reporter_target_unique" on "reports" ("reporter_id", "target_type", "target_id") where "closed_at" is null;`);

    this.addSql(`create table "moderation_actions" ("id" serial primary key, "moderator_id" int null, "action" text check ("action" in ('dismiss', 'hide', 'remove', 'suspend', 'restore', 'feature', 'unfeature', 'grant moderator', 'revoke moderator')) not null, "target_type" text check ("target_type" in ('book', 'issue', 'comment', 'user')) not null, "target_id" int not null, "target_title" text null, "reason" text not null, "affected_user_id" int null, "date_created" timestamptz not null default now());`);
    this.addSql(`create index "moderation_actions_date_index" on "moderation_actions" ("date_created");`);
    this.addSql(`create index "moderation_actions_target_index" on "moderation_actions" ("target_type", "target_id");`);

    this.addSql(`create table "featured_books" ("book_id" int not null, "featured_by_id" int null, "date_created" timestamptz not null default now(), constraint "featured_books_pkey" primary key ("book_id"));`);
    this.addSql(`create index "featured_books_date_index" on "featured_books" ("date_created");`);

    this.addSql(`create table "moderation_appeals" ("id" serial primary key, "action_id" int not null, "user_id" int not null, "text" text not null, "date_created" timestamptz not null default now(), "closed_at" timestamptz null);`);
    this.addSql(`alter table "moderation_appeals" add constraint "moderation_appeals_action_unique" unique ("action_id");`);

    this.addSql(`alter table "reports" add constraint "reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_moderator_id_foreign" foreign key ("moderator_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_affected_user_id_foreign" foreign key ("affected_user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "featured_books" add constraint "featured_books_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "featured_books" add constraint "featured_books_featured_by_id_foreign" foreign key ("featured_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "moderation_appeals" add constraint "moderation_appeals_action_id_foreign" foreign key ("action_id") references "moderation_actions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "moderation_appeals" add constraint "moderation_appeals_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "users" add column "suspended_at" timestamptz null, add column "suspension_reason" text null;`);

    this.addSql(`alter table "books" add column "moderation_removed_at" timestamptz null;`);

    this.addSql(`alter table "issues" add column "removed" boolean not null default false;`);

    this.addSql(`alter table "comments" drop constraint comments_body_length;`);

    this.addSql(`alter table "comments" add constraint comments_body_length check(char_length(body) between 1 and 2000);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "moderation_appeals" drop constraint "moderation_appeals_action_id_foreign";`);

    this.addSql(`drop table if exists "reports" cascade;`);

    this.addSql(`drop table if exists "moderation_actions" cascade;`);

    this.addSql(`drop table if exists "featured_books" cascade;`);

    this.addSql(`drop table if exists "moderation_appeals" cascade;`);

    this.addSql(`alter table "books" drop column "moderation_removed_at";`);

    this.addSql(`alter table "comments" drop constraint comments_body_length;`);

    this.addSql(`alter table "comments" add constraint comments_body_length check((char_length(body) >= 1) AND (char_length(body) <= 2000));`);

    this.addSql(`alter table "issues" drop column "removed";`);

    this.addSql(`alter table "users" drop column "suspended_at", drop column "suspension_reason";`);
  }

}
