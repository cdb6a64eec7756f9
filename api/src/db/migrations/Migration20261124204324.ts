import { Migration } from '@mikro-orm/migrations';

/** Adds notification_preferences (digest opt-outs per kind) and the notifications indexes for issue.published and grouped likes. */
export class Migration20261124204324 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notification_preferences" ("id" serial primary key, "user_id" int not null, "kind" text check ("kind" in ('comment.reply', 'comment.mention', 'comment.liked', 'work.commented', 'issue.published', 'moderation.decision')) not null, "email" boolean not null, "last_updated" timestamptz not null default now());`);
    this.addSql(`alter table "notification_preferences" add constraint "notification_preferences_user_kind_unique" unique ("user_id", "kind");`);

    this.addSql(`alter table "notification_preferences" add constraint "notification_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create unique index "notifications_liked_group_unique" on "notifications" ("recipient_id", "comment_id") where "kind" = 'comment.liked' and "read_at" is null and "emailed_at" is null;`);
    this.addSql(`create unique index "notifications_issue_published_unique" on "notifications" ("recipient_id", "issue_id") where "kind" = 'issue.published';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_preferences" cascade;`);

    this.addSql(`drop index "notifications_liked_group_unique";`);
    this.addSql(`drop index "notifications_issue_published_unique";`);
  }

}
