import { Migration } from '@mikro-orm/migrations';

export class Migration20261123212857 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "issue_pages" add column "alt_text" varchar(300) null, add column "transcript" text null;`);
    this.addSql(`alter table "issue_pages" add constraint issue_pages_transcript_length check(transcript is null or char_length(transcript) <= 5000);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "issue_pages" drop constraint issue_pages_transcript_length;`);
    this.addSql(`alter table "issue_pages" drop column "alt_text", drop column "transcript";`);
  }

}
