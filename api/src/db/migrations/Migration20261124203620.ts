import { Migration } from '@mikro-orm/migrations';

/** Moderators and admins; creator blocks and in-app notifications (the social features start here). */
export class Migration20261124203620 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notifications" ("id" serial primary key, "recipient_id" int not null, "kind" text check ("kind" in ('comment.reply', 'comment.mention', 'comment.liked', 'work.commented', 'issue.published', 'moderation.decision')) not null, "actor_id" int null, "book_id" int null, "issue_id" int null, "comment_id" int null, "data" jsonb null, "read_at" timestamptz null, "emailed_at" timestamptz null, "date_created" timestamptz not null default now());`);
    this.addSql(`create index "notifications_digest_index" on "notifications" ("date_created") where "emailed_at" is null;`);
    this.addSql(`create index "notifications_unread_index" on "notifications" ("recipient_id") where "read_at" is null;`);
    this.addSql(`create index "notifications_recipient_index" on "notifications" ("recipient_id", "id");`);

    this.addSql(`create table "creator_blocks" ("id" serial primary key, "creator_id" int not null, "blocked_id" int not null, "date_created" timestamptz not null default now(), constraint creator_blocks_not_self check (creator_id <> blocked_id));`);
    this.addSql(`create index "creator_blocks_blocked_index" on "creator_blocks" ("blocked_id");`);
    this.addSql(`alter table "creator_blocks" add constraint "creator_blocks_pair_unique" unique ("creator_id", "blocked_id");`);

    this.addSql(`alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "creator_blocks" add constraint "creator_blocks_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "creator_blocks" add constraint "creator_blocks_blocked_id_foreign" foreign key ("blocked_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);

    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('user', 'creator', 'moderator', 'admin'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`drop table if exists "creator_blocks" cascade;`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);

    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('user', 'creator', 'admin'));`);
  }

}
