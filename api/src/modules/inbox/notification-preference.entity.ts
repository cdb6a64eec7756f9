import {
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { NotificationKind } from './notification.entity';

/**
 * Whether one kind of notification goes into a user's daily e-mail digest. No row means yes:
 * every kind is mailed until the user turns it off (in the settings or with a digest's
 * one-click link). The bell always shows every kind.
 */
@Entity({ tableName: 'notification_preferences' })
@Unique({ name: 'notification_preferences_user_kind_unique', properties: ['user', 'kind'] })
export class NotificationPreference {
  [OptionalProps]?: 'lastUpdated';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  @Enum({ items: () => NotificationKind })
  kind!: NotificationKind;

  @Property({ type: 'boolean' })
  email!: boolean;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  lastUpdated: Date = new Date();
}
