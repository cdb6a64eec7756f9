import { Migration } from '@mikro-orm/migrations';

/** `email_changes`: email changes the old address may undo (users/email-change.entity.ts). */
export class Migration20261124116000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "email_changes" ("id" serial primary key, "user_id" int not null, "old_email" varchar(255) not null, "new_email" varchar(255) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "date_created" timestamptz not null default now());`);
    this.addSql(`create index "email_changes_user_index" on "email_changes" ("user_id");`);
    this.addSql(`create index "email_changes_old_email_index" on "email_changes" ("old_email");`);

    this.addSql(`alter table "email_changes" add constraint "email_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_changes" cascade;`);
  }

}
