import {
  Check,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A creator keeps a user from taking part on all of the creator's works (commenting, liking,
 * rating): every such write checks `blockedByCreatorSql` (creator-blocks.policy.ts).
 */
@Entity({ tableName: 'creator_blocks' })
@Unique({ name: 'creator_blocks_pair_unique', properties: ['creator', 'blocked'] })
@Check({ name: 'creator_blocks_not_self', expression: 'creator_id <> blocked_id' })
export class CreatorBlock {
  [OptionalProps]?: 'dateCreated';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  creator!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'creator_blocks_blocked_index' })
  blocked!: User;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
