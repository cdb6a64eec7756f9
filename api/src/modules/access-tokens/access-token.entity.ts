import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';
import { TokenScope } from './token-scope';

/**
 * A personal access token for third-party tools. Only the SHA-256 of the secret is stored;
 * the secret itself is shown once, when the token is created.
 */
@ObjectType('AccessToken', {
  description:
    'A personal access token of the viewer (the secret is never shown again after creation).',
})
@Entity({ tableName: 'access_tokens' })
@Index({ name: 'access_tokens_user_created_index', properties: ['user', 'createdAt'] })
export class AccessToken {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'expiresAt' | 'revokedAt';

  @Field(() => Int, { description: 'Unique id of the token.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String, { description: 'What the token is for (1-100 characters).' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, {
    description: 'The first characters of the token (`php_` and four more), to recognise it.',
  })
  @Property({ type: 'string', length: 16 })
  prefix!: string;

  /** SHA-256 (hex) of the whole token; authentication looks tokens up by it. */
  @Property({ type: 'string', length: 64, unique: 'access_tokens_hash_unique' })
  hash!: string;

  @Field(() => [TokenScope], { description: 'What the token may do.' })
  @Property({ type: 'text[]' })
  scopes!: TokenScope[];

  @Field(() => Date, { description: 'When the token was created.' })
  @Property({ type: 'Date', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, {
    nullable: true,
    description: 'When the token was last used (updated at most once a minute), or null.',
  })
  @Property({ type: 'Date', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the token stops working, or null.' })
  @Property({ type: 'Date', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the token was revoked, or null.' })
  @Property({ type: 'Date', nullable: true })
  revokedAt?: Date | null;
}

/** A token as read paths hand it around (db/row-view.ts). */
export type AccessTokenView = AccessToken;
