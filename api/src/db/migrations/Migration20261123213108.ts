import { Migration } from '@mikro-orm/migrations';

/** Scheduled releases: issues get a release time and the time their notices went out. */
export class Migration20261123213108 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "issues" add column "release_at" timestamptz not null default now(), add column "release_announced_at" timestamptz null;`);
    this.addSql(`create index "issues_release_at_index" on "issues" ("release_at");`);
    // Every existing issue was released, and announced, when it was published.
    this.addSql(`update "issues" set "release_at" = "date_created", "release_announced_at" = "date_created";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "issues_release_at_index";`);
    this.addSql(`alter table "issues" drop column "release_at", drop column "release_announced_at";`);
  }

}
