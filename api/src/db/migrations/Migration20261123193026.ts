import { Migration } from '@mikro-orm/migrations';

export class Migration20261123193026 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sessions" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "sessions_user_index" on "sessions" ("user_id");`);

    this.addSql(`create table "access_tokens" ("id" serial primary key, "user_id" int not null, "name" varchar(100) not null, "prefix" varchar(16) not null, "hash" varchar(64) not null, "scopes" text[] not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "expires_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`alter table "access_tokens" add constraint "access_tokens_hash_unique" unique ("hash");`);
    this.addSql(`create index "access_tokens_user_created_index" on "access_tokens" ("user_id", "created_at");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "access_tokens" add constraint "access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "access_tokens" cascade;`);
  }

}
