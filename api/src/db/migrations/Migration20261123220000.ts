import { Migration } from '@mikro-orm/migrations';

/**
 * `cluster_settings`: facts every process on this database must agree on (cluster/): the
 * JWT secret's fingerprint (never the secret) and which host serves local media. SQL only,
 * no entity (SQL_ONLY_TABLES).
 */
export class Migration20261123220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cluster_settings" ("key" text not null, "value" text not null, "updated_at" timestamptz not null default now(), constraint "cluster_settings_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cluster_settings" cascade;`);
  }
}
