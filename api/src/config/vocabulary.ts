// The product's fixed vocabularies (token scopes, credit roles, genres, ratings, statuses) and
// the text patterns the validators share. limits.ts re-exports them, so the API and the web
// (through `@shared/limits`) keep one import.

/**
 * Scopes of personal access tokens, as stored (`access_tokens.scopes`) and as the GraphQL
 * `TokenScope` enum's values. A signed-in session has all of them.
 */
export const TOKEN_SCOPES = ['read', 'write:works', 'write:social', 'write:account'] as const;
export type TokenScopeValue = (typeof TOKEN_SCOPES)[number];
/** What each scope allows, for the API docs and the web's token form. */
export const TOKEN_SCOPE_DESCRIPTIONS: Record<TokenScopeValue, string> = {
  read: 'Read everything the account can see (every query needs it).',
  'write:works': 'Create, update and delete books and issues, and upload their images.',
  'write:social': 'Add and remove bookmarks and subscriptions.',
  'write:account': 'Change the profile, photos and password, and deactivate the account.',
};

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

/** Usernames appear unescaped in the v1 client's HTML accordions: keep them markup-free. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Alphanumeric words separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
/** Titles reach the v1 client's HTML views unescaped: markup characters are refused. */
export const MARKUP_PATTERN = /[<>]/;
