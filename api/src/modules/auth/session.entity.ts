import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A signed-in session: every JWT names one (`sid` claim). Revoking the row ends the JWT
 * before it expires (log out, log out everywhere, password change).
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'revokedAt';

  /** Random and opaque (uuid v4): the JWT carries it, nothing else can guess it. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'sessions_user_index' })
  user!: User;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', nullable: true })
  revokedAt?: Date | null;
}
