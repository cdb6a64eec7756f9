import { Migration } from '@mikro-orm/migrations';

export class Migration20261123213556 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "photo_derivatives_pending_since" timestamptz null, add column "background_derivatives_pending_since" timestamptz null;`);

    this.addSql(`alter table "books" add column "cover_derivatives_pending_since" timestamptz null;`);

    this.addSql(`alter table "issues" add column "cover_derivatives_pending_since" timestamptz null;`);

    this.addSql(`alter table "issue_pages" add column "image_derivatives_pending_since" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "books" drop column "cover_derivatives_pending_since";`);

    this.addSql(`alter table "issue_pages" drop column "image_derivatives_pending_since";`);

    this.addSql(`alter table "issues" drop column "cover_derivatives_pending_since";`);

    this.addSql(`alter table "users" drop column "photo_derivatives_pending_since", drop column "background_derivatives_pending_since";`);
  }

}
