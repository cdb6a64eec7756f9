import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * The secret in a user's private "Following" Atom feed URL. One per user; only its SHA-256 is
 * stored (like access tokens), so the URL is shown once, when it is made. Resetting the link
 * replaces the row; revoking deletes it, and the old URL answers 404.
 */
@Entity({ tableName: 'following_feed_tokens' })
export class FollowingFeedToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: 'following_feed_tokens_user_unique' })
  user!: User;

  /** SHA-256 (hex) of the token; the feed route looks tokens up by it. */
  @Property({ type: 'string', length: 64, unique: 'following_feed_tokens_hash_unique' })
  hash!: string;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
