import { Migration } from '@mikro-orm/migrations';

/**
 * Reading analytics: the raw `reading_events` (partitioned by UTC day, one partition a day made
 * by `reading_events_partition(day)`, dropped by `reading_events_drop_before(day)`), the daily
 * salts of reader hashes, the daily rollups per issue, book and creator, page reach, traffic by
 * source and referrer, all-time read totals and the per-day subscription changes.
 */
export class Migration20261125023937 extends Migration {

  override async up(): Promise<void> {
    // No foreign keys: a partitioned table of this size would check every insert, and the
    // rollup's joins drop the events of deleted works anyway.
    this.addSql(`create table "reading_events" ("at" timestamptz not null default now(), "day" date not null, "issue_id" int not null, "book_id" int not null, "creator_id" int not null, "kind" text not null check ("kind" in ('view', 'progress')), "source" text not null check ("source" in ('web', 'opds', 'cbz', 'api')), "reader_hash" bytea null, "furthest_page" int null, "finished" boolean not null default false, "referrer_domain" text null) partition by range ("day");`);
    // Made on demand by the recorder and a day ahead by the maintenance job; two replicas
    // making the same day at once is not an error.
    this.addSql(`create function reading_events_partition(d date) returns void language plpgsql as $$
      declare name text := 'reading_events_' || to_char(d, 'YYYYMMDD');
      begin
        if to_regclass(name) is null then
          begin
            execute format('create table %I partition of reading_events for values from (%L) to (%L)', name, d, d + 1);
          exception when duplicate_table or unique_violation then null;
          end;
        end if;
      end $$;`);
    // Drops the partitions of days before `d` and returns their names.
    this.addSql(`create function reading_events_drop_before(d date) returns setof text language plpgsql as $$
      declare part record;
      begin
        for part in
          select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'reading_events'::regclass and c.relname ~ '^reading_events_[0-9]{8}$'
            and to_date(substr(c.relname, 16), 'YYYYMMDD') < d
        loop
          execute format('drop table if exists %I', part.relname);
          return next part.relname;
        end loop;
      end $$;`);

    this.addSql(`create table "analytics_salts" ("day" date not null, "salt" bytea not null, constraint "analytics_salts_pkey" primary key ("day"));`);

    this.addSql(`create table "subscription_changes" ("creator_id" int not null, "day" date not null, "gained" int not null default 0, "lost" int not null default 0, constraint "subscription_changes_pkey" primary key ("creator_id", "day"));`);

    this.addSql(`create table "creator_daily_stats" ("creator_id" int not null, "day" date not null, "views" int not null default 0, "unique_readers" int not null default 0, "completions" int not null default 0, "likes" int not null default 0, "ratings" int not null default 0, "comments" int not null default 0, "subscribers_gained" int not null default 0, "subscribers_lost" int not null default 0, constraint "creator_daily_stats_pkey" primary key ("creator_id", "day"));`);

    this.addSql(`create table "issue_read_totals" ("issue_id" int not null, "views" bigint not null default 0, "readers" bigint not null default 0, constraint "issue_read_totals_pkey" primary key ("issue_id"));`);

    this.addSql(`create table "issue_daily_traffic" ("issue_id" int not null, "day" date not null, "source" text check ("source" in ('web', 'opds', 'cbz', 'api')) not null, "referrer_domain" text not null, "book_id" int not null, "creator_id" int not null, "views" int not null default 0, constraint "issue_daily_traffic_pkey" primary key ("issue_id", "day", "source", "referrer_domain"));`);
    this.addSql(`create index "issue_daily_traffic_book_day_index" on "issue_daily_traffic" ("book_id", "day");`);
    this.addSql(`create index "issue_daily_traffic_creator_day_index" on "issue_daily_traffic" ("creator_id", "day");`);

    this.addSql(`create table "issue_daily_stats" ("issue_id" int not null, "day" date not null, "book_id" int not null, "creator_id" int not null, "views" int not null default 0, "unique_readers" int not null default 0, "completions" int not null default 0, "likes" int not null default 0, "comments" int not null default 0, constraint "issue_daily_stats_pkey" primary key ("issue_id", "day"));`);
    this.addSql(`create index "issue_daily_stats_book_day_index" on "issue_daily_stats" ("book_id", "day");`);
    // Covering: a creator's year of issue figures is read from the index alone.
    this.addSql(`create index "issue_daily_stats_creator_day_index" on "issue_daily_stats" ("creator_id", "day") include ("issue_id", "views", "unique_readers", "completions", "likes", "comments");`);

    this.addSql(`create table "issue_daily_page_reach" ("issue_id" int not null, "day" date not null, "page" smallint not null, "readers" int not null default 0, constraint "issue_daily_page_reach_pkey" primary key ("issue_id", "day", "page"));`);

    this.addSql(`create table "book_read_totals" ("book_id" int not null, "views" bigint not null default 0, "readers" bigint not null default 0, constraint "book_read_totals_pkey" primary key ("book_id"));`);

    this.addSql(`create table "book_daily_stats" ("book_id" int not null, "day" date not null, "creator_id" int not null, "views" int not null default 0, "unique_readers" int not null default 0, "completions" int not null default 0, "likes" int not null default 0, "ratings" int not null default 0, "comments" int not null default 0, constraint "book_daily_stats_pkey" primary key ("book_id", "day"));`);
    this.addSql(`create index "book_daily_stats_creator_day_index" on "book_daily_stats" ("creator_id", "day");`);

    this.addSql(`alter table "subscription_changes" add constraint "subscription_changes_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "creator_daily_stats" add constraint "creator_daily_stats_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "issue_read_totals" add constraint "issue_read_totals_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "issue_daily_traffic" add constraint "issue_daily_traffic_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "issue_daily_traffic" add constraint "issue_daily_traffic_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "issue_daily_traffic" add constraint "issue_daily_traffic_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "issue_daily_stats" add constraint "issue_daily_stats_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "issue_daily_stats" add constraint "issue_daily_stats_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "issue_daily_stats" add constraint "issue_daily_stats_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "issue_daily_page_reach" add constraint "issue_daily_page_reach_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "book_read_totals" add constraint "book_read_totals_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "book_daily_stats" add constraint "book_daily_stats_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "book_daily_stats" add constraint "book_daily_stats_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists reading_events_drop_before(date);`);
    this.addSql(`drop function if exists reading_events_partition(date);`);
    this.addSql(`drop table if exists "reading_events" cascade;`);

    this.addSql(`drop table if exists "analytics_salts" cascade;`);

    this.addSql(`drop table if exists "subscription_changes" cascade;`);

    this.addSql(`drop table if exists "creator_daily_stats" cascade;`);

    this.addSql(`drop table if exists "issue_read_totals" cascade;`);

    this.addSql(`drop table if exists "issue_daily_traffic" cascade;`);

    this.addSql(`drop table if exists "issue_daily_stats" cascade;`);

    this.addSql(`drop table if exists "issue_daily_page_reach" cascade;`);

    this.addSql(`drop table if exists "book_read_totals" cascade;`);

    this.addSql(`drop table if exists "book_daily_stats" cascade;`);
  }

}
