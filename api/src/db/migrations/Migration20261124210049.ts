import { Migration } from '@mikro-orm/migrations';

/** Issue likes and book ratings, with their counter tables kept by triggers. */
export class Migration20261124210049 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "issue_like_totals" ("issue_id" int not null, "likes" int not null default 0, constraint "issue_like_totals_pkey" primary key ("issue_id"));`);

    this.addSql(`create table "issue_likes" ("issue_id" int not null, "user_id" int not null, "date_created" timestamptz not null default now(), constraint "issue_likes_pkey" primary key ("issue_id", "user_id"));`);
    this.addSql(`create index "issue_likes_user_index" on "issue_likes" ("user_id");`);
    this.addSql(`create index "issue_likes_issue_date_index" on "issue_likes" ("issue_id", "date_created");`);

    this.addSql(`create table "book_rating_totals" ("book_id" int not null, "ratings" int not null default 0, "rating_sum" int not null default 0, constraint "book_rating_totals_pkey" primary key ("book_id"));`);

    this.addSql(`create table "book_ratings" ("book_id" int not null, "user_id" int not null, "rating" smallint not null, "date_created" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "book_ratings_pkey" primary key ("book_id", "user_id"), constraint book_ratings_stars check (rating >= 1 and rating <= 5));`);
    this.addSql(`create index "book_ratings_user_index" on "book_ratings" ("user_id");`);

    this.addSql(`alter table "issue_like_totals" add constraint "issue_like_totals_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "issue_likes" add constraint "issue_likes_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "issue_likes" add constraint "issue_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "book_rating_totals" add constraint "book_rating_totals_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "book_ratings" add constraint "book_ratings_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "book_ratings" add constraint "book_ratings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    // The counters follow every row change (cascades included) in the same transaction, so
    // they cannot drift; concurrent writes to one work queue on its counter row.
    this.addSql(`create function issue_likes_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into issue_like_totals (issue_id, likes) values (new.issue_id, 1)
            on conflict (issue_id) do update set likes = issue_like_totals.likes + 1;
        else
          update issue_like_totals set likes = likes - 1 where issue_id = old.issue_id;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger issue_likes_count after insert or delete on issue_likes
      for each row execute function issue_likes_count();`);
    this.addSql(`create function book_ratings_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into book_rating_totals (book_id, ratings, rating_sum) values (new.book_id, 1, new.rating)
            on conflict (book_id) do update set ratings = book_rating_totals.ratings + 1,
              rating_sum = book_rating_totals.rating_sum + new.rating;
        elsif tg_op = 'UPDATE' then
          update book_rating_totals set rating_sum = rating_sum - old.rating + new.rating
           where book_id = new.book_id;
        else
          update book_rating_totals set ratings = ratings - 1, rating_sum = rating_sum - old.rating
           where book_id = old.book_id;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger book_ratings_count after insert or update of rating or delete on book_ratings
      for each row execute function book_ratings_count();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists issue_likes_count on issue_likes;`);
    this.addSql(`drop function if exists issue_likes_count();`);
    this.addSql(`drop trigger if exists book_ratings_count on book_ratings;`);
    this.addSql(`drop function if exists book_ratings_count();`);
    this.addSql(`drop table if exists "issue_like_totals" cascade;`);

    this.addSql(`drop table if exists "issue_likes" cascade;`);

    this.addSql(`drop table if exists "book_rating_totals" cascade;`);

    this.addSql(`drop table if exists "book_ratings" cascade;`);
  }

}
