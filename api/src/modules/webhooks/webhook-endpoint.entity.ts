import {
  ArrayType,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { WebhookSource, type WebhookEvent } from './webhook-events';

/** A URL a user registered to receive events; the secret signs every delivery. */
@Entity({ tableName: 'webhook_endpoints' })
@Index({ name: 'webhook_endpoints_user_index', properties: ['user', 'createdAt'] })
export class WebhookEndpoint {
  [OptionalProps]?:
    'active' | 'createdAt' | 'disabledAt' | 'disabledReason' | 'consecutiveFailures';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  url!: string;

  /** Kept in clear: every delivery is signed with it (shown once, on create). */
  @Property({ type: 'text', hidden: true })
  secret!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  events!: WebhookEvent[];

  @Enum({ items: () => WebhookSource })
  source!: WebhookSource;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'Date', length: 3, defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When it was paused by its owner or disabled after repeated failures (`disabledReason`). */
  @Property({ type: 'Date', length: 3, nullable: true })
  disabledAt?: Date | null = null;

  /** Why it was disabled automatically; null while active or when its owner paused it. */
  @Property({ type: 'text', nullable: true })
  disabledReason?: string | null = null;

  /** Deliveries in a row that FAILED (after all their attempts); a success starts again at 0. */
  @Property({ type: 'integer', default: 0 })
  consecutiveFailures: number = 0;
}
