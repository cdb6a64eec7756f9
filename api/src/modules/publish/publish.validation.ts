import {
  BOOK_STATUSES,
  CONTENT_RATINGS,
  GENRE_KEYS,
  LIMITS,
  MARKUP_PATTERN,
  MESSAGES,
  ROLES,
  SLUG_PATTERN,
} from '../../config/limits';
import { badInput } from '../../shared/app-error';
import { maxLength, parseId, requiredText } from '../../shared/validation';
import { BookStatus, ContentRating } from '../books/book.entity';
import { CreditRoleEnum } from '../credits/work-credit.entity';

/** Input checks for publishing, with the texts from config/limits.ts. */

export interface CreditDraft {
  userId: number;
  roles: CreditRoleEnum[];
}

export interface IssueDetails {
  title: string;
  description: string;
  credits: CreditDraft[];
  /** The release time asked for; undefined = not given (new issue: now; edit: unchanged). */
  releaseAt?: Date;
}

export interface BookDetails {
  title: string;
  description: string;
  urlSlug: string;
  contentRating: ContentRating;
  genres: string[];
}

export interface BookEdit extends BookDetails {
  status: BookStatus;
  /** undefined = unchanged. */
  removed?: boolean;
}

/** Raw, untrusted shapes as GraphQL inputs or v1 forms deliver them. */
export interface RawCredit {
  userId?: unknown;
  roles?: unknown;
}
export interface RawIssueDetails {
  title?: unknown;
  description?: unknown;
  credits?: unknown;
  releaseAt?: unknown;
}
export interface RawBookDetails {
  title?: unknown;
  description?: unknown;
  urlSlug?: unknown;
  contentRating?: unknown;
  genres?: unknown;
}
export interface RawBookEdit extends RawBookDetails {
  status?: unknown;
  removed?: unknown;
}

function title(value: unknown, field: string, required: string, tooLong: string): string {
  const text = maxLength(requiredText(value, field, required), LIMITS.titleMax, field, tooLong);
  // The v1 client inserts titles into HTML unescaped (docs/api.md, v1: Where this server differs).
  if (MARKUP_PATTERN.test(text)) throw badInput(MESSAGES.markupNotAllowed, field);
  return text;
}

function description(value: unknown, field: string, required: string): string {
  return maxLength(
    requiredText(value, field, required),
    LIMITS.descriptionMax,
    field,
    MESSAGES.descriptionMax,
  );
}

export function validSlug(value: unknown): string {
  const slug = maxLength(
    requiredText(value, 'urlSlug', MESSAGES.slugRequired),
    LIMITS.slugMax,
    'urlSlug',
    MESSAGES.slugMax,
  );
  if (!SLUG_PATTERN.test(slug)) throw badInput(MESSAGES.slugInvalid, 'urlSlug');
  return slug;
}

export function validContentRating(value: unknown): ContentRating {
  const text = requiredText(value, 'contentRating', MESSAGES.contentRatingRequired).toUpperCase();
  if (!(CONTENT_RATINGS as readonly string[]).includes(text))
    throw badInput(MESSAGES.contentRatingInvalid, 'contentRating');
  return text as ContentRating;
}

export function validStatus(value: unknown): BookStatus {
  const text = requiredText(value, 'status', MESSAGES.statusRequired).toLowerCase();
  if (!(BOOK_STATUSES as readonly string[]).includes(text))
    throw badInput(MESSAGES.statusInvalid, 'status');
  return text as BookStatus;
}

/** At least one genre of the fixed list, stored lower case, duplicates dropped. */
export function validGenres(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badInput(MESSAGES.genresRequired, 'genres');
  const genres = new Set<string>();
  for (const item of value) {
    const genre = typeof item === 'string' ? item.trim().toLowerCase() : '';
    if (!GENRE_KEYS.includes(genre))
      throw badInput(MESSAGES.genreInvalid(String(item).slice(0, 40)), 'genres');
    genres.add(genre);
  }
  return [...genres];
}

/**
 * At least one credit; each with a user and roles; duplicate (user, role) pairs merged; at
 * most LIMITS.maxCreditsPerIssue pairs (checked as they are read, so a huge list stops early).
 */
export function validCredits(value: unknown): CreditDraft[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badInput(MESSAGES.workCreditsRequired, 'credits');
  const byUser = new Map<number, Set<CreditRoleEnum>>();
  let pairs = 0;
  for (const raw of value as RawCredit[]) {
    const userId = parseId(raw?.userId);
    if (!userId) throw badInput(MESSAGES.workCreditUserRequired, 'credits');
    if (!Array.isArray(raw.roles) || raw.roles.length === 0)
      throw badInput(MESSAGES.workCreditCreditsRequired, 'credits');
    const roles = byUser.get(userId) ?? new Set<CreditRoleEnum>();
    for (const role of raw.roles) {
      const text = typeof role === 'string' ? role.trim().toLowerCase() : '';
      if (!(ROLES as readonly string[]).includes(text))
        throw badInput(MESSAGES.creditRoleInvalid(String(role).slice(0, 40)), 'credits');
      if (roles.has(text as CreditRoleEnum)) continue;
      roles.add(text as CreditRoleEnum);
      pairs += 1;
      if (pairs > LIMITS.maxCreditsPerIssue) throw badInput(MESSAGES.tooManyCredits, 'credits');
    }
    byUser.set(userId, roles);
  }
  return [...byUser.entries()].map(([userId, roles]) => ({ userId, roles: [...roles] }));
}

export function validIssueDetails(input: RawIssueDetails): IssueDetails {
  const releaseAt = validReleaseAt(input.releaseAt);
  return {
    title: title(input.title, 'issueTitle', MESSAGES.issueTitleRequired, MESSAGES.issueTitleMax),
    description: description(
      input.description,
      'issueDescription',
      MESSAGES.issueDescriptionRequired,
    ),
    credits: validCredits(input.credits),
    ...(releaseAt ? { releaseAt } : {}),
  };
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))$/;

/**
 * An optional release time: ISO 8601 with a time zone (`Z` or an offset); absent, null or ''
 * = not given. A time in the past is accepted (the issue is released at once). Impossible
 * dates (February 30th, 25:00) are refused, not rolled over as `Date.parse` would.
 */
export function validReleaseAt(value: unknown, now: Date = new Date()): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) throw badInput(MESSAGES.releaseAtInvalid, 'releaseAt');
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  const offsetHours = m[8] ? 0 : Number(m[10]);
  const offsetMinutes = m[8] ? 0 : Number(m[11]);
  if (
    local.getUTCFullYear() !== y ||
    local.getUTCMonth() !== mo - 1 ||
    local.getUTCDate() !== d ||
    local.getUTCHours() !== h ||
    local.getUTCMinutes() !== mi ||
    local.getUTCSeconds() !== s ||
    offsetHours > 23 ||
    offsetMinutes > 59
  )
    throw badInput(MESSAGES.releaseAtInvalid, 'releaseAt');
  const sign = m[9] === '-' ? -1 : 1;
  const at = new Date(local.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  if (at.getTime() - now.getTime() > LIMITS.releaseAtMaxDays * 86_400_000)
    throw badInput(MESSAGES.releaseAtTooFar, 'releaseAt');
  return at;
}

export function validBookDetails(input: RawBookDetails): BookDetails {
  return {
    title: title(input.title, 'bookTitle', MESSAGES.bookTitleRequired, MESSAGES.bookTitleMax),
    description: description(
      input.description,
      'bookDescription',
      MESSAGES.bookDescriptionRequired,
    ),
    urlSlug: validSlug(input.urlSlug),
    contentRating: validContentRating(input.contentRating),
    genres: validGenres(input.genres),
  };
}

export function validBookEdit(input: RawBookEdit): BookEdit {
  const removed = input.removed;
  if (removed !== undefined && removed !== null && typeof removed !== 'boolean')
    throw badInput('removed must be a boolean', 'removed');
  return {
    ...validBookDetails(input),
    status: validStatus(input.status),
    removed: typeof removed === 'boolean' ? removed : undefined,
  };
}

// ---- v1 multipart helpers: lists arrive as JSON strings, numbers and booleans as strings (docs/api.md, v1: Rules)

export function parseJsonField(value: string | undefined, field: string): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badInput(MESSAGES.invalidJsonField(field), field);
  }
}

/** v1 `workCredits`: `[{user, username, credits}]`, user a number or numeric string. */
export function v1Credits(value: string | undefined): RawCredit[] {
  const list = parseJsonField(value, 'workCredits');
  if (list === undefined || list === null || (Array.isArray(list) && list.length === 0)) {
    throw badInput(MESSAGES.workCreditsRequired, 'workCredits');
  }
  if (!Array.isArray(list)) throw badInput(MESSAGES.workCreditsRequired, 'workCredits');
  return list.map((item: { user?: unknown; username?: unknown; credits?: unknown } | null) => {
    if (item === null || typeof item !== 'object')
      throw badInput(MESSAGES.workCreditUserRequired, 'workCredits');
    if (item.user === undefined || item.user === null || item.user === '') {
      throw badInput(MESSAGES.workCreditUserRequired, 'workCredits');
    }
    if (typeof item.username !== 'string' || item.username.trim() === '') {
      throw badInput(MESSAGES.workCreditUsernameRequired, 'workCredits');
    }
    return { userId: item.user, roles: item.credits };
  });
}

/** v1 genres: a JSON array of names. */
export function v1Genres(value: string | undefined): unknown {
  const parsed = parseJsonField(value, 'genres');
  return parsed === undefined ? [] : parsed;
}
