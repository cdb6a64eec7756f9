import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A password reset request. Only the SHA-256 of the emailed token is stored. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  [OptionalProps]?: 'dateCreated' | 'usedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'password_reset_tokens_user_index' })
  user!: User;

  @Property({ type: 'string', length: 64, unique: 'password_reset_tokens_hash_unique' })
  tokenHash!: string;

  @Index({ name: 'password_reset_tokens_expires_index' })
  @Property({ type: 'Date' })
  expiresAt!: Date;

  @Property({ type: 'Date', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
