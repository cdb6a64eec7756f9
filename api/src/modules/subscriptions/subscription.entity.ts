import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A subscriber following a publisher (creator). */
@Entity({ tableName: 'subscriptions' })
@Unique({ name: 'subscriptions_pair_unique', properties: ['publisher', 'subscriber'] })
@Check({ name: 'subscriptions_not_self', expression: 'publisher_id <> subscriber_id' })
@Index({ name: 'subscriptions_subscriber_index', properties: ['subscriber', 'dateCreated'] })
@Index({ name: 'subscriptions_publisher_date_index', properties: ['publisher', 'dateCreated'] })
export class Subscription {
  [OptionalProps]?: 'dateCreated';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  publisher!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  subscriber!: User;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
