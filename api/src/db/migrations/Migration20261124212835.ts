import { Migration } from '@mikro-orm/migrations';

/** Comment indexes ordered by id (the lists' order), the author's index for the duplicate check, and the body checks as two constraints. */
export class Migration20261124212835 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "comments_author_index";`);
    this.addSql(`drop index "comments_parent_index";`);
    this.addSql(`alter table "comments" drop constraint comments_body_length;`);

    this.addSql(`create index "comments_author_index" on "comments" ("author_id", "issue_id", "date_created");`);
    this.addSql(`create index "comments_parent_index" on "comments" ("parent_id", "id");`);
    this.addSql(`alter table "comments" add constraint comments_body_present check(char_length(body) >= 1);`);
    this.addSql(`alter table "comments" add constraint comments_body_length check(char_length(body) <= 2000);`);

    // Expression indexes are compared by name only: their new definitions are written here.
    this.addSql(`drop index "comments_issue_newest_index";`);
    this.addSql(`drop index "comments_issue_top_index";`);
    this.addSql(`create index "comments_issue_newest_index" on "comments" ("issue_id", "id" desc) where "parent_id" is null;`);
    this.addSql(`create index "comments_issue_top_index" on "comments" ("issue_id", "like_count" desc, "id" desc) where "parent_id" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "comments_author_index";`);
    this.addSql(`drop index "comments_parent_index";`);
    this.addSql(`alter table "comments" drop constraint comments_body_present;`);
    this.addSql(`alter table "comments" drop constraint comments_body_length;`);

    this.addSql(`create index "comments_author_index" on "comments" ("author_id", "date_created");`);
    this.addSql(`create index "comments_parent_index" on "comments" ("parent_id", "date_created", "id");`);
    this.addSql(`alter table "comments" add constraint comments_body_length check((char_length(body) >= 1) AND (char_length(body) <= 2000));`);

    this.addSql(`drop index "comments_issue_newest_index";`);
    this.addSql(`drop index "comments_issue_top_index";`);
    this.addSql(`create index "comments_issue_newest_index" on "comments" ("issue_id", "date_created" desc, "id" desc) where "parent_id" is null;`);
    this.addSql(`create index "comments_issue_top_index" on "comments" ("issue_id", "like_count" desc, "date_created" desc, "id" desc) where "parent_id" is null;`);
  }

}
