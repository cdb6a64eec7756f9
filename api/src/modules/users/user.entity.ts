import {
  Check,
  Embedded,
  Entity,
  Enum,
  Index,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { StoredImage } from '../media/stored-image.embeddable';
import { USERS_TRGM_INDEX } from '../search/search.sql';
import { enumOf, USER_ROLES } from '../../config/vocabulary';

/** From config/vocabulary.ts (USER_ROLES). */
export const UserRole = enumOf(USER_ROLES);
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

registerEnumType(UserRole, {
  name: 'UserRole',
  description:
    'What a user does on the site: every account starts as USER and becomes CREATOR with its first upload; admins make moderators.',
  valuesConfig: {
    USER: { description: 'Reads, bookmarks and subscribes.' },
    CREATOR: { description: 'Has published at least one book.' },
    MODERATOR: { description: 'Acts on reports and moderates content.' },
    ADMIN: { description: 'Runs the site and grants the moderator role.' },
  },
});

export const DEFAULT_BIO = 'This user has not written a bio yet.';

@ObjectType('User', { description: 'A Panelhouse account: readers and creators alike.' })
@Entity({ tableName: 'users' })
@Check({ name: 'users_username_length', expression: 'char_length(username) >= 6' })
@Check({ name: 'users_bio_length', expression: 'char_length(bio) <= 150' })
@Check({ name: 'users_email_lower', expression: 'email = lower(email)' })
@Unique({
  name: 'users_username_lower_unique',
  expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
})
// Typo- and substring-tolerant username search (PostgreSQL search provider).
@Index({ name: 'users_username_trgm_index', expression: USERS_TRGM_INDEX })
export class User {
  [OptionalProps]?: 'role' | 'bio' | 'active' | 'dateCreated' | 'passwordChangedAt' | 'lastUpdated';

  @Field(() => Int, { description: 'Unique id of the user.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String, { description: 'First name.' })
  @Property({ type: 'string', length: 50 })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  @Property({ type: 'string', length: 50 })
  lastName!: string;

  @Field(() => String, { description: 'Public handle, unique regardless of case.' })
  @Property({ type: 'string', length: 50 })
  username!: string;

  /** Always stored lower-cased, so the plain unique constraint is case-insensitive. */
  @Property({ type: 'string', length: 255, unique: 'users_email_unique' })
  email!: string;

  @Field(() => UserRole, { description: 'Role shown on the profile.' })
  @Enum({ items: () => UserRole, default: UserRole.USER })
  role: UserRole = UserRole.USER;

  @Field(() => String, { description: 'Short biography (at most 150 characters).' })
  @Property({ type: 'string', length: 150, default: DEFAULT_BIO })
  bio: string = DEFAULT_BIO;

  @Property({ type: 'string', length: 255, lazy: true })
  passwordHash!: string;

  /** Tokens issued before this instant are refused. */
  @Property({ type: 'Date', defaultRaw: 'now()' })
  passwordChangedAt: Date = new Date();

  @Index({ name: 'users_active_index' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /**
   * Set while a moderator has suspended the account (`active` is false then too): logging in
   * is refused and does not reactivate it; only a moderator's restore ends it.
   */
  @Property({ type: 'Date', nullable: true })
  suspendedAt?: Date | null;

  /** The moderator's reason, shown to the account holder on the refused log-in's mail. */
  @Property({ type: 'text', nullable: true })
  suspensionReason?: string | null;

  @Embedded(() => StoredImage, { prefix: 'photo_', nullable: true })
  photo?: StoredImage | null;

  @Embedded(() => StoredImage, { prefix: 'background_', nullable: true })
  background?: StoredImage | null;

  @Index({ name: 'users_date_created_index' })
  @Field(() => Date, { description: 'When the account was created.' })
  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();

  @Property({ type: 'Date', nullable: true, onUpdate: () => new Date() })
  lastUpdated?: Date | null;
}

/**
 * A user as the read paths hand it around (db/row-view.ts): every column but the (lazy)
 * password hash. An entity is a UserView too.
 */
export type UserView = Omit<User, 'passwordHash'>;
