import { Migration } from '@mikro-orm/migrations';

export class Migration20261121055412 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "users" ("id" serial primary key, "first_name" varchar(50) not null, "last_name" varchar(50) not null, "username" varchar(50) not null, "email" varchar(255) not null, "role" text check ("role" in ('user', 'creator', 'admin')) not null default 'user', "bio" varchar(150) not null default 'This user has not written a bio yet.', "password_hash" varchar(255) not null, "password_changed_at" timestamptz not null default now(), "active" boolean not null default true, "photo_key" varchar(200) null, "photo_width" smallint null, "photo_height" smallint null, "photo_content_type" varchar(40) null, "photo_byte_size" int null, "photo_original_name" varchar(255) null, "photo_variant_widths" jsonb null, "background_key" varchar(200) null, "background_width" smallint null, "background_height" smallint null, "background_content_type" varchar(40) null, "background_byte_size" int null, "background_original_name" varchar(255) null, "background_variant_widths" jsonb null, "date_created" timestamptz not null default now(), "last_updated" timestamptz null, constraint users_email_lower check (email = lower(email)), constraint users_bio_length check (char_length(bio) <= 150), constraint users_username_length check (char_length(username) >= 6));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_active_index" on "users" ("active");`);
    this.addSql(`create index "users_date_created_index" on "users" ("date_created");`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);

    this.addSql(`create table "subscriptions" ("id" serial primary key, "publisher_id" int not null, "subscriber_id" int not null, "date_created" timestamptz not null default now(), constraint subscriptions_not_self check (publisher_id <> subscriber_id));`);
    this.addSql(`create index "subscriptions_publisher_date_index" on "subscriptions" ("publisher_id", "date_created");`);
    this.addSql(`create index "subscriptions_subscriber_index" on "subscriptions" ("subscriber_id", "date_created");`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_pair_unique" unique ("publisher_id", "subscriber_id");`);

    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "date_created" timestamptz not null default now());`);
    this.addSql(`create index "password_reset_tokens_user_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_expires_index" on "password_reset_tokens" ("expires_at");`);

    this.addSql(`create table "books" ("id" serial primary key, "publisher_id" int not null, "title" varchar(50) not null, "url_slug" varchar(50) not null, "description" varchar(550) not null, "status" text check ("status" in ('ongoing', 'completed', 'hiatus')) not null default 'ongoing', "content_rating" text check ("content_rating" in ('G', 'T', 'M')) not null, "removed" boolean not null default false, "image_prefix_ref" varchar(32) not null, "cover_key" varchar(200) not null, "cover_width" smallint not null, "cover_height" smallint not null, "cover_content_type" varchar(40) not null, "cover_byte_size" int not null, "cover_original_name" varchar(255) null, "cover_variant_widths" jsonb null, "date_created" timestamptz not null default now(), "last_updated" timestamptz null, constraint books_url_slug_format check (url_slug ~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*\$' and char_length(url_slug) <= 50), constraint books_description_present check (char_length(description) >= 1), constraint books_description_length check (char_length(description) <= 550), constraint books_title_present check (char_length(title) >= 1), constraint books_title_length check (char_length(title) <= 50));`);
    this.addSql(`alter table "books" add constraint "books_image_prefix_unique" unique ("image_prefix_ref");`);
    this.addSql(`create index "books_date_created_index" on "books" ("date_created");`);
    this.addSql(`create index "books_publisher_date_index" on "books" ("publisher_id", "date_created");`);

    this.addSql(`create table "issues" ("id" serial primary key, "book_id" int not null, "publisher_id" int not null, "issue_number" smallint not null, "title" varchar(50) not null, "description" varchar(550) not null, "image_prefix_ref" varchar(32) not null, "cover_key" varchar(200) not null, "cover_width" smallint not null, "cover_height" smallint not null, "cover_content_type" varchar(40) not null, "cover_byte_size" int not null, "cover_original_name" varchar(255) null, "cover_variant_widths" jsonb null, "date_created" timestamptz not null default now(), "last_updated" timestamptz null, constraint issues_description_present check (char_length(description) >= 1), constraint issues_description_length check (char_length(description) <= 550), constraint issues_title_present check (char_length(title) >= 1), constraint issues_title_length check (char_length(title) <= 50), constraint issues_number_positive check (issue_number >= 1));`);
    this.addSql(`alter table "issues" add constraint "issues_image_prefix_unique" unique ("image_prefix_ref");`);
    this.addSql(`create index "issues_date_created_index" on "issues" ("date_created");`);
    this.addSql(`create index "issues_publisher_date_index" on "issues" ("publisher_id", "date_created");`);
    this.addSql(`alter table "issues" add constraint "issues_book_number_unique" unique ("book_id", "issue_number");`);

    this.addSql(`create table "issue_pages" ("id" serial primary key, "issue_id" int not null, "page_number" smallint not null, "image_key" varchar(200) not null, "image_width" smallint not null, "image_height" smallint not null, "image_content_type" varchar(40) not null, "image_byte_size" int not null, "image_original_name" varchar(255) null, "image_variant_widths" jsonb null, "date_created" timestamptz not null default now(), "last_updated" timestamptz null, constraint issue_pages_page_number_positive check (page_number >= 1));`);
    this.addSql(`create index "issue_pages_issue_index" on "issue_pages" ("issue_id");`);
    this.addSql(`alter table "issue_pages" add constraint "issue_pages_issue_page_unique" unique ("issue_id", "page_number") deferrable initially immediate;`);

    this.addSql(`create table "bookmarks" ("id" serial primary key, "user_id" int not null, "book_id" int not null, "date_created" timestamptz not null default now());`);
    this.addSql(`create index "bookmarks_book_index" on "bookmarks" ("book_id");`);
    this.addSql(`create index "bookmarks_user_date_index" on "bookmarks" ("user_id", "date_created");`);
    this.addSql(`alter table "bookmarks" add constraint "bookmarks_user_book_unique" unique ("user_id", "book_id");`);

    this.addSql(`create table "book_genres" ("id" serial primary key, "book_id" int not null, "genre" varchar(40) not null);`);
    this.addSql(`create index "book_genres_genre_index" on "book_genres" ("genre");`);
    this.addSql(`alter table "book_genres" add constraint "book_genres_book_genre_unique" unique ("book_id", "genre");`);

    this.addSql(`create table "work_credits" ("id" serial primary key, "issue_id" int not null, "book_id" int not null, "creator_id" int not null, "role" text check ("role" in ('writer', 'artist', 'editor', 'inker', 'letterer', 'penciller', 'colorist', 'cover artist')) not null, "date_created" timestamptz not null default now());`);
    this.addSql(`create index "work_credits_book_index" on "work_credits" ("book_id");`);
    this.addSql(`create index "work_credits_creator_index" on "work_credits" ("creator_id");`);
    this.addSql(`alter table "work_credits" add constraint "work_credits_issue_creator_role_unique" unique ("issue_id", "creator_id", "role");`);

    this.addSql(`alter table "subscriptions" add constraint "subscriptions_publisher_id_foreign" foreign key ("publisher_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_subscriber_id_foreign" foreign key ("subscriber_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "books" add constraint "books_publisher_id_foreign" foreign key ("publisher_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "issues" add constraint "issues_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "issues" add constraint "issues_publisher_id_foreign" foreign key ("publisher_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "issue_pages" add constraint "issue_pages_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "bookmarks" add constraint "bookmarks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "bookmarks" add constraint "bookmarks_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "book_genres" add constraint "book_genres_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "work_credits" add constraint "work_credits_issue_id_foreign" foreign key ("issue_id") references "issues" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "work_credits" add constraint "work_credits_book_id_foreign" foreign key ("book_id") references "books" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "work_credits" add constraint "work_credits_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_publisher_id_foreign";`);

    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_subscriber_id_foreign";`);

    this.addSql(`alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`);

    this.addSql(`alter table "books" drop constraint "books_publisher_id_foreign";`);

    this.addSql(`alter table "issues" drop constraint "issues_publisher_id_foreign";`);

    this.addSql(`alter table "bookmarks" drop constraint "bookmarks_user_id_foreign";`);

    this.addSql(`alter table "work_credits" drop constraint "work_credits_creator_id_foreign";`);

    this.addSql(`alter table "issues" drop constraint "issues_book_id_foreign";`);

    this.addSql(`alter table "bookmarks" drop constraint "bookmarks_book_id_foreign";`);

    this.addSql(`alter table "book_genres" drop constraint "book_genres_book_id_foreign";`);

    this.addSql(`alter table "work_credits" drop constraint "work_credits_book_id_foreign";`);

    this.addSql(`alter table "issue_pages" drop constraint "issue_pages_issue_id_foreign";`);

    this.addSql(`alter table "work_credits" drop constraint "work_credits_issue_id_foreign";`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "subscriptions" cascade;`);

    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`drop table if exists "books" cascade;`);

    this.addSql(`drop table if exists "issues" cascade;`);

    this.addSql(`drop table if exists "issue_pages" cascade;`);

    this.addSql(`drop table if exists "bookmarks" cascade;`);

    this.addSql(`drop table if exists "book_genres" cascade;`);

    this.addSql(`drop table if exists "work_credits" cascade;`);
  }

}
