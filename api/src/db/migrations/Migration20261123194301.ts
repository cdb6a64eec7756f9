import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194301 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "persisted_queries" ("hash" text not null, "query" text not null, "created_at" timestamptz not null default now(), constraint "persisted_queries_pkey" primary key ("hash"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "persisted_queries" cascade;`);
  }

}
