// The product's fixed vocabularies (token scopes, user and credit roles, genres, ratings,
// statuses, webhook events) and
// the text patterns the validators share. limits.ts re-exports them, so the API and the web
// (through `@shared/limits`) keep one import.

/** `cover artist` -> `COVER_ARTIST`, `write:works` -> `WRITE_WORKS`, `issue.published` -> `ISSUE_PUBLISHED`. */
type EnumKeyOf<V extends string> = Uppercase<
  V extends `${infer A} ${infer B}`
    ? `${A}_${EnumKeyOf<B>}`
    : V extends `${infer A}:${infer B}`
      ? `${A}_${EnumKeyOf<B>}`
      : V extends `${infer A}.${infer B}`
        ? `${A}_${EnumKeyOf<B>}`
        : V
>;
export type EnumOf<L extends readonly string[]> = { readonly [V in L[number] as EnumKeyOf<V>]: V };

/**
 * The enum object of a list, for the GraphQL enums (registerEnumType) and the entities'
 * `@Enum` columns: keys in upper case with `_` for spaces, colons and dots, values as listed, in
 * the list's order. The entity enums are made with this, so a list is the only place to edit.
 */
export function enumOf<const L extends readonly string[]>(list: L): EnumOf<L> {
  return Object.freeze(
    Object.fromEntries(list.map((v) => [v.toUpperCase().replace(/[ :.]/g, '_'), v])),
  ) as EnumOf<L>;
}

/**
 * Scopes of personal access tokens, as stored (`access_tokens.scopes`) and as the GraphQL
 * `TokenScope` enum's values. A signed-in session has all of them.
 */
export const TOKEN_SCOPES = [
  'read',
  'write:works',
  'write:social',
  'write:account',
  'moderate',
  'read:stats',
] as const;
export type TokenScopeValue = (typeof TOKEN_SCOPES)[number];
/** What each scope allows, for the API docs and the web's token form. */
export const TOKEN_SCOPE_DESCRIPTIONS: Record<TokenScopeValue, string> = {
  read: 'Read everything the account can see (every query needs it).',
  'write:works': 'Create, update and delete books and issues, and upload their images.',
  'write:social': 'Add and remove bookmarks and subscriptions, like issues and rate books.',
  'write:account': 'Change the profile, photos and password, and deactivate the account.',
  moderate: 'Act on reports and moderate content (only moderators and admins may grant it).',
  'read:stats': "Read the reading statistics of the account's own books and issues.",
};

/**
 * What a user does on the site (users.role); every account starts as `user`, becomes `creator`
 * with its first upload, and is made `moderator` or `admin` by an admin.
 */
export const USER_ROLES = ['user', 'creator', 'moderator', 'admin'] as const;
export type UserRoleValue = (typeof USER_ROLES)[number];
/** Roles that may act on reports and moderate content. */
export const STAFF_ROLES: readonly UserRoleValue[] = ['moderator', 'admin'];

/** What a notification tells its recipient about (notifications.kind); each can be muted in the e-mail digest. */
export const NOTIFICATION_KINDS = [
  'comment.reply',
  'comment.mention',
  'comment.liked',
  'work.commented',
  'issue.published',
  'moderation.decision',
] as const;
export type NotificationKindValue = (typeof NOTIFICATION_KINDS)[number];
/** What each kind is called in the settings, the digest and its unsubscribe answers. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKindValue, string> = {
  'comment.reply': 'Replies to your comments',
  'comment.mention': 'Mentions of you in comments',
  'comment.liked': 'Likes on your comments',
  'work.commented': 'New comments on your works',
  'issue.published': 'New issues from creators you follow',
  'moderation.decision': 'Moderation decisions about you',
};

/** What a comment looks like to everyone: shown, hidden by the work's creator or a moderator, or deleted. */
export const COMMENT_STATES = [
  'visible',
  'hidden_by_creator',
  'hidden_by_moderator',
  'deleted',
] as const;
export type CommentStateValue = (typeof COMMENT_STATES)[number];
/** Orders of an issue's comments: most liked first, or newest first (a pinned comment leads both). */
export const COMMENT_SORTS = ['top', 'newest'] as const;

/** What can be reported (reports.target_type). */
export const REPORT_TARGETS = ['book', 'issue', 'comment', 'user'] as const;
/** Why something is reported (reports.reason); `other` needs a text. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hateful content',
  'sexual content involving minors',
  'copyright',
  'other',
] as const;

/** What a moderator (or admin) did (moderation_actions.action): the audit log's vocabulary. */
export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'remove',
  'suspend',
  'restore',
  'feature',
  'unfeature',
  'grant moderator',
  'revoke moderator',
] as const;
export type ModerationActionValue = (typeof MODERATION_ACTIONS)[number];

export const ROLES = [
  'writer',
  'artist',
  'editor',
  'inker',
  'letterer',
  'penciller',
  'colorist',
  'cover artist',
] as const;
export type CreditRole = (typeof ROLES)[number];

export const GENRES = [
  'Action',
  'Adventure',
  'Anthropomorphic',
  'Children',
  'Comedy',
  'Crime',
  'Drama',
  'Family',
  'Fantasy',
  'Graphic Novel',
  'Historical',
  'Horror',
  'LGBTQ',
  'Mature',
  'Music',
  'Mystery',
  'Mythology',
  'Psychological',
  'Romance',
  'School Life',
  'Sci-Fi',
  'Slice of Life',
  'Sport',
  'Superhero',
  'Supernatural',
  'Thriller',
  'War',
  'Western',
  'Zombies',
] as const;
/** Genres are stored and sent in lower case. */
export const GENRE_KEYS = GENRES.map((g) => g.toLowerCase());

export const CONTENT_RATINGS = ['G', 'T', 'M'] as const;
export type ContentRatingCode = (typeof CONTENT_RATINGS)[number];
export const CONTENT_RATING_LABELS: Record<ContentRatingCode, string> = {
  G: 'General',
  T: 'Teen',
  M: 'Mature',
};

export const BOOK_STATUSES = ['ongoing', 'completed', 'hiatus'] as const;
export type BookStatusCode = (typeof BOOK_STATUSES)[number];

/** Events a webhook can subscribe to; the wire names (`x-panelhouse-event`). */
export const WEBHOOK_EVENTS = [
  'issue.published',
  'book.updated',
  'book.deleted',
  'subscriber.added',
  'issue.liked',
  'report.resolved',
  'comment.created',
] as const;
/** Whose activity a webhook endpoint hears about. */
export const WEBHOOK_SOURCES = ['OWN_WORKS', 'FOLLOWED_CREATORS'] as const;
/** Where a webhook delivery stands. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED'] as const;

/** Usernames appear unescaped in the v1 client's HTML accordions: keep them markup-free. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Alphanumeric words separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
/** Titles reach the v1 client's HTML views unescaped: markup characters are refused. */
export const MARKUP_PATTERN = /[<>]/;

/** Where a reading was reported from (reading_events.source, the GraphQL `ReadingSource`). */
export const READING_SOURCES = ['web', 'opds', 'cbz', 'api'] as const;
export type ReadingSourceValue = (typeof READING_SOURCES)[number];
/** What a reading event says: `view` the issue was opened, `progress` the furthest page or finishing it. */
export const READING_EVENT_KINDS = ['view', 'progress'] as const;
export type ReadingEventKindValue = (typeof READING_EVENT_KINDS)[number];
