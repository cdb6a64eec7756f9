import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks: endpoints disabled after repeated failures (why, and the count of failures in a
 * row), and the in-flight slot an attempt holds (with the index the cap counts on).
 */
export class Migration20261124115000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints" add column "disabled_reason" text null, add column "consecutive_failures" int not null default 0;`);

    this.addSql(`alter table "webhook_deliveries" add column "in_flight_until" timestamptz(3) null;`);
    this.addSql(`create index "webhook_deliveries_open_index" on "webhook_deliveries" ("endpoint_id") where "status" in ('PENDING', 'RETRYING');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "webhook_deliveries_open_index";`);
    this.addSql(`alter table "webhook_deliveries" drop column "in_flight_until";`);

    this.addSql(`alter table "webhook_endpoints" drop column "disabled_reason", drop column "consecutive_failures";`);
  }

}
