import { Migration } from '@mikro-orm/migrations';

/** Running totals on the issues' daily statistics (the figures of a range as two rows' difference). */
export class Migration20261125060829 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "issue_daily_stats_creator_day_index";`);

    this.addSql(`alter table "issue_daily_stats" add column "cum_views" bigint not null default 0, add column "cum_unique_readers" bigint not null default 0, add column "cum_completions" bigint not null default 0, add column "cum_likes" bigint not null default 0, add column "cum_comments" bigint not null default 0;`);
    // The rows already rolled up get their running totals once, here.
    this.addSql(`update "issue_daily_stats" s
      set "cum_views" = r.views, "cum_unique_readers" = r.unique_readers, "cum_completions" = r.completions,
          "cum_likes" = r.likes, "cum_comments" = r.comments
      from (select issue_id, day, sum(views) over w as views, sum(unique_readers) over w as unique_readers,
                   sum(completions) over w as completions, sum(likes) over w as likes, sum(comments) over w as comments
              from "issue_daily_stats" window w as (partition by issue_id order by day)) r
      where r.issue_id = s.issue_id and r.day = s.day;`);
    this.addSql(`create index "issue_daily_stats_running_index" on "issue_daily_stats" ("issue_id", "day") include ("creator_id", "cum_views", "cum_unique_readers", "cum_completions", "cum_likes", "cum_comments");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "issue_daily_stats_running_index";`);
    this.addSql(`alter table "issue_daily_stats" drop column "cum_views", drop column "cum_unique_readers", drop column "cum_completions", drop column "cum_likes", drop column "cum_comments";`);

    this.addSql(`create index "issue_daily_stats_creator_day_index" on "issue_daily_stats" ("creator_id", "day") include ("issue_id", "views", "unique_readers", "completions", "likes", "comments");`);
  }
}
