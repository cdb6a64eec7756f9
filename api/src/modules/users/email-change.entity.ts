import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity';

/**
 * An email change, kept so the old address can undo it with the signed link mailed to it
 * (users/email-undo.ts). While the link is live the old address stays reserved for the account.
 */
@Entity({ tableName: 'email_changes' })
export class EmailChange {
  [OptionalProps]?: 'dateCreated' | 'usedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'email_changes_user_index' })
  user!: User;

  @Index({ name: 'email_changes_old_email_index' })
  @Property({ type: 'string', length: 255 })
  oldEmail!: string;

  @Property({ type: 'string', length: 255 })
  newEmail!: string;

  @Property({ type: 'Date' })
  expiresAt!: Date;

  /** Set when the link was used, or when using an older link made this one void. */
  @Property({ type: 'Date', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
