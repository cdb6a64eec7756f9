import { Migration } from '@mikro-orm/migrations';

/** Print layout: issues.cover_stands_alone and pair_offset (0 or 1), issue_pages.is_spread and whether the creator set it. */
export class Migration20261124232808 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "issues" add column "cover_stands_alone" boolean not null default true, add column "pair_offset" smallint not null default 0;`);
    this.addSql(`alter table "issues" add constraint issues_pair_offset_range check(pair_offset in (0, 1));`);

    this.addSql(`alter table "issue_pages" add column "is_spread" boolean not null default false, add column "spread_set_by_creator" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "issue_pages" drop column "is_spread", drop column "spread_set_by_creator";`);

    this.addSql(`alter table "issues" drop constraint issues_pair_offset_range;`);
    this.addSql(`alter table "issues" drop column "cover_stands_alone", drop column "pair_offset";`);
  }

}
