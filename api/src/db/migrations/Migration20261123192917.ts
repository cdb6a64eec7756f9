import { Migration } from '@mikro-orm/migrations';

export class Migration20261123192917 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoints" ("id" serial primary key, "user_id" int not null, "url" text not null, "secret" text not null, "events" text[] not null, "source" text check ("source" in ('OWN_WORKS', 'FOLLOWED_CREATORS')) not null, "active" boolean not null default true, "created_at" timestamptz(3) not null default now(), "disabled_at" timestamptz(3) null);`);
    this.addSql(`create index "webhook_endpoints_user_index" on "webhook_endpoints" ("user_id", "created_at");`);

    this.addSql(`create table "webhook_deliveries" ("id" uuid not null, "endpoint_id" int not null, "event" text not null, "payload" jsonb not null, "status" text check ("status" in ('PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED')) not null default 'PENDING', "attempts" smallint not null default 0, "last_status_code" smallint null, "last_error" text null, "created_at" timestamptz(3) not null default now(), "delivered_at" timestamptz(3) null, "next_attempt_at" timestamptz(3) null, "redelivery_of" uuid null, constraint "webhook_deliveries_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_deliveries_log_index" on "webhook_deliveries" ("endpoint_id", "created_at", "id");`);

    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);

    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }

}
