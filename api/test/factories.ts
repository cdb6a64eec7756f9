import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../src/modules/auth/passwords';
import { newSessionId, TokenService } from '../src/modules/auth/tokens';
import { Session } from '../src/modules/auth/session.entity';
import { AccessToken } from '../src/modules/access-tokens/access-token.entity';
import { newAccessTokenSecret } from '../src/modules/access-tokens/token-secret';
import type { TokenScope } from '../src/modules/access-tokens/token-scope';
import type { TokenScopeValue } from '../src/config/limits';
import { BookGenre } from '../src/modules/books/book-genre.entity';
import { Book, BookStatus, ContentRating } from '../src/modules/books/book.entity';
import { CreditRoleEnum, WorkCredit } from '../src/modules/credits/work-credit.entity';
import { IssuePage } from '../src/modules/issues/issue-page.entity';
import { Issue } from '../src/modules/issues/issue.entity';
import type { SpooledFile } from '../src/modules/media/spool';
import { StoredImage } from '../src/modules/media/stored-image.embeddable';
import { PublishService } from '../src/modules/publish/publish.service';
import { User } from '../src/modules/users/user.entity';
import { dbOf } from '../src/db/sql';
import { moveCounts } from '../src/modules/comments/comment-state';
import { Comment } from '../src/modules/comments/comment.entity';
import type { TestApp } from './harness';
import { makeImage } from './images';
import { Notification, NotificationKind } from '../src/modules/inbox/notification.entity';

// The one test factory set: one builder per entity, each creating the parents it is not given.
// Books and issues are written as rows with fake images by default (fast; reading never opens
// a file); `files: true` publishes them through PublishService with real stored images instead.

const hex = (bytes = 16) => crypto.randomBytes(bytes).toString('hex');

// ---------------------------------------------------------------- users

export const DEFAULT_PASSWORD = 'correct horse battery';
let defaultHash: Promise<string> | undefined;

export interface BuiltUser {
  user: User;
  password: string;
  token: string;
}

/** Creates an active user (unique names) and a valid session token for it. */
export async function buildUser(
  app: TestApp,
  overrides: Partial<
    Pick<User, 'firstName' | 'lastName' | 'username' | 'email' | 'bio' | 'active' | 'role'>
  > & {
    password?: string;
  } = {},
): Promise<BuiltUser> {
  const em: EntityManager = app.em();
  const suffix = hex(4);
  const password = overrides.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash =
    password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const { password: _ignored, ...fields } = overrides;
  const user = em.create(User, {
    firstName: 'Test',
    lastName: 'User',
    username: `user_${suffix}`,
    email: `user.${suffix}@example.com`,
    passwordHash,
    passwordChangedAt: new Date(),
    ...fields,
  });
  const session = em.create(Session, { id: newSessionId(), user });
  await em.flush();
  const token = new TokenService(app.config.jwtSecret as string).issue(
    user.id,
    user.passwordChangedAt,
    session.id,
  );
  return { user, password, token };
}

// ---------------------------------------------------------------- access tokens

export interface AccessTokenOptions {
  /** The owner (a new user when not given). */
  user?: User;
  /** Stored scopes, as strings (default: every scope); `[]` makes a scope-less token. */
  scopes?: TokenScopeValue[];
  name?: string;
  expiresAt?: Date | null;
  revokedAt?: Date | null;
}

/** A personal access token row and its secret (written directly, as the service would). */
export async function buildAccessToken(
  app: TestApp,
  options: AccessTokenOptions = {},
): Promise<{ accessToken: AccessToken; token: string; user: User }> {
  const user = options.user ?? (await buildUser(app)).user;
  const em = app.em();
  const { token, hash, prefix } = newAccessTokenSecret();
  const accessToken = em.create(AccessToken, {
    user: user.id,
    name: options.name ?? `token ${hex(3)}`,
    prefix,
    hash,
    scopes: (options.scopes ?? [
      'read',
      'write:works',
      'write:social',
      'write:account',
    ]) as TokenScope[],
    expiresAt: options.expiresAt ?? null,
    revokedAt: options.revokedAt ?? null,
  });
  await em.flush();
  return { accessToken, token, user };
}

// ---------------------------------------------------------------- images and files

/** A StoredImage value without a file behind it (reading never opens the file). */
export function fakeImage(
  options: { key?: string; width?: number; height?: number; name?: string } = {},
): StoredImage {
  const name = options.name ?? 'cover.png';
  return Object.assign(new StoredImage(), {
    key: options.key ?? `works/${hex()}/${hex()}.png`,
    width: options.width ?? 320,
    height: options.height ?? 485,
    contentType: 'image/png',
    byteSize: 1234,
    originalName: name,
    variantWidths: [],
  });
}

/** A buffer as the temp file an upload would have been spooled to. */
export async function spooledFile(
  buffer: Buffer,
  originalName = 'upload.png',
): Promise<SpooledFile> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'panelhouse-factory-'));
  const file = path.join(dir, 'file');
  await fs.promises.writeFile(file, buffer);
  return {
    path: file,
    bytes: buffer.length,
    originalName,
    cleanup: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
}

let coverPng: Promise<Buffer> | undefined;
let pagePng: Promise<Buffer> | undefined;
/** A valid 320 x 485 cover. */
export const testCover = () => (coverPng ??= makeImage({ width: 320, height: 485 }));
/** A small valid page. */
export const testPage = () => (pagePng ??= makeImage({ width: 200, height: 300 }));

/** Every file key currently in the app's media storage (local or S3). */
export async function storedKeys(app: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['works/', 'user-profile-resources/']) {
    for await (const item of app.deps.media.storage.list(prefix)) keys.push(item.key);
  }
  return keys.sort();
}

// ---------------------------------------------------------------- books and issues

export interface CreditSpec {
  user: User;
  roles: CreditRoleEnum[];
}

export interface IssueOptions {
  /** Defaults to `Issue <number>`. */
  title?: string;
  /** Defaults to `<title> description`. */
  description?: string;
  /** Number of pages (default 2). */
  pages?: number;
  /** Default: the publisher as writer. */
  credits?: CreditSpec[];
  /** Defaults to the book's `dateCreated` when given, else now (rows only). */
  dateCreated?: Date;
  /** A scheduled release (rows only; default: released at creation and announced). */
  releaseAt?: Date;
}

export interface BookOptions {
  /** Created (with buildUser) when not given. */
  publisher?: User;
  /** Defaults to `Book <random>`. */
  title?: string;
  urlSlug?: string;
  /** Defaults to `<title> description`. */
  description?: string;
  genres?: string[];
  contentRating?: ContentRating;
  status?: BookStatus;
  removed?: boolean;
  /** The book's and (unless they say otherwise) its issues' creation date. */
  dateCreated?: Date;
  /** How many issues (default 1), each built from `issue`; or one entry per issue (over `issue`). */
  issues?: number | IssueOptions[];
  issue?: IssueOptions;
  /** The cover image (rows only; default: a fake image under the book's key prefix). */
  cover?: StoredImage;
  /** Publish through PublishService with real image files in media storage (at least one issue). */
  files?: boolean;
}

export interface BuiltBook {
  book: Book;
  issues: Issue[];
  publisher: User;
}

/** A book with its issues (pages and credits), by `publisher` (a new user when not given). */
export async function buildBook(app: TestApp, options: BookOptions = {}): Promise<BuiltBook> {
  const publisher = options.publisher ?? (await buildUser(app)).user;
  const specs = Array.isArray(options.issues)
    ? options.issues.map((spec) => ({ ...options.issue, ...spec }))
    : Array.from({ length: options.issues ?? 1 }, () => ({ ...options.issue }));
  const title = options.title ?? `Book ${hex(3)}`;
  const details = {
    title,
    urlSlug: options.urlSlug ?? 'a-book',
    description: options.description ?? `${title} description`,
    contentRating: options.contentRating ?? ContentRating.T,
    genres: options.genres ?? ['action'],
  };
  if (options.files && options.cover) throw new Error('buildBook: `cover` is for rows, not files');
  if (options.files) return publishBook(app, publisher, details, specs, options);

  const em = app.em();
  const prefix = hex();
  const book = em.create(Book, {
    publisher: em.getReference(User, publisher.id),
    title: details.title,
    urlSlug: details.urlSlug,
    description: details.description,
    contentRating: details.contentRating,
    status: options.status ?? BookStatus.ONGOING,
    removed: options.removed ?? false,
    imagePrefixRef: prefix,
    cover: options.cover ?? fakeImage({ key: `works/${prefix}/${hex()}.png` }),
    ...(options.dateCreated ? { dateCreated: options.dateCreated } : {}),
  });
  for (const genre of details.genres) em.create(BookGenre, { book, genre });
  const issues = specs.map((spec, i) =>
    addIssueRows(em, book, prefix, publisher.id, i + 1, {
      ...spec,
      dateCreated: spec.dateCreated ?? options.dateCreated,
    }),
  );
  await em.flush();
  return { book, issues, publisher };
}

/** The next issue of `book` (a new book, without other issues, when not given). */
export async function buildIssue(
  app: TestApp,
  options: IssueOptions & { book?: Book; files?: boolean } = {},
): Promise<Issue> {
  const { book, files, ...spec } = options;
  if (!book) return (await buildBook(app, { files, issues: [spec] })).issues[0];
  const em = app.em();
  if (files) return publishIssue(app, await em.findOneOrFail(User, book.publisher.id), book, spec);
  const number = (await em.count(Issue, { book: book.id })) + 1;
  const bookRef = em.getReference(Book, book.id);
  const issue = addIssueRows(em, bookRef, book.imagePrefixRef, book.publisher.id, number, spec);
  await em.flush();
  return issue;
}

/** Issue, page and credit rows (not flushed); keys are laid out as `mediaKeys` lays out real ones. */
function addIssueRows(
  em: EntityManager,
  book: Book,
  bookPrefix: string,
  publisherId: number,
  number: number,
  spec: IssueOptions,
): Issue {
  const prefix = hex();
  const title = spec.title ?? `Issue ${number}`;
  const issue = em.create(Issue, {
    book,
    publisher: em.getReference(User, publisherId),
    issueNumber: number,
    title,
    description: spec.description ?? `${title} description`,
    imagePrefixRef: prefix,
    cover: fakeImage({ key: `works/${bookPrefix}/${prefix}/${hex()}.png` }),
    ...(spec.dateCreated ? { dateCreated: spec.dateCreated } : {}),
    ...(spec.releaseAt
      ? { releaseAt: spec.releaseAt }
      : { releaseAt: spec.dateCreated, releaseAnnouncedAt: new Date() }),
  });
  for (let p = 1; p <= (spec.pages ?? 2); p += 1) {
    em.create(IssuePage, {
      issue,
      pageNumber: p,
      image: fakeImage({
        key: `works/${bookPrefix}/${prefix}/${hex()}.png`,
        width: 800,
        height: 1200,
        name: `page-${p}.png`,
      }),
    });
  }
  const credits = spec.credits ?? [{ user: { id: publisherId }, roles: [CreditRoleEnum.WRITER] }];
  for (const credit of credits) {
    for (const role of credit.roles) {
      em.create(WorkCredit, {
        issue,
        book,
        creator: em.getReference(User, credit.user.id),
        role,
      });
    }
  }
  return issue;
}

// ---- `files: true`: through PublishService, as an upload would

const creditsInput = (publisher: User, spec: IssueOptions) =>
  (spec.credits ?? [{ user: publisher, roles: [CreditRoleEnum.WRITER] }]).map((c) => ({
    userId: c.user.id,
    roles: c.roles,
  }));

async function withFiles<T>(
  names: string[],
  pages: number,
  use: (files: SpooledFile[]) => Promise<T>,
): Promise<T> {
  const files = await Promise.all([
    ...names.map(async (name) => spooledFile(await testCover(), name)),
    ...Array.from({ length: pages }, async (_, i) =>
      spooledFile(await testPage(), `page-${i + 1}.png`),
    ),
  ]);
  try {
    return await use(files);
  } finally {
    await Promise.all(files.map((f) => f.cleanup()));
  }
}

async function publishBook(
  app: TestApp,
  publisher: User,
  details: {
    title: string;
    urlSlug: string;
    description: string;
    contentRating: ContentRating;
    genres: string[];
  },
  specs: IssueOptions[],
  options: BookOptions,
): Promise<BuiltBook> {
  const [first = {}, ...rest] = specs;
  const published = await withFiles(
    ['book-cover.png', 'issue-cover.png'],
    first.pages ?? 2,
    ([cover, issueCover, ...pages]) =>
      new PublishService(app.em(), app.deps).createBook(
        publisher,
        {
          ...details,
          firstIssue: {
            title: first.title ?? 'Issue 1',
            description: first.description ?? `${first.title ?? 'Issue 1'} description`,
            credits: creditsInput(publisher, first),
          },
        },
        { cover, issueCover, pages },
      ),
  );
  const { book } = published;
  const changes = {
    ...(options.status ? { status: options.status } : {}),
    ...(options.removed !== undefined ? { removed: options.removed } : {}),
    ...(options.dateCreated ? { dateCreated: options.dateCreated } : {}),
  };
  if (Object.keys(changes).length) {
    await app.em().nativeUpdate(Book, { id: book.id }, changes);
    Object.assign(book, changes);
  }
  const issues = [published.issue];
  for (const spec of rest) issues.push(await publishIssue(app, publisher, book, spec));
  return { book, issues, publisher };
}

async function publishIssue(
  app: TestApp,
  publisher: User,
  book: Book,
  spec: IssueOptions,
): Promise<Issue> {
  const em = app.em();
  const title = spec.title ?? `Issue ${(await em.count(Issue, { book: book.id })) + 1}`;
  const published = await withFiles(['issue-cover.png'], spec.pages ?? 2, ([cover, ...pages]) =>
    new PublishService(em, app.deps).createIssue(
      publisher,
      book.id,
      {
        title,
        description: spec.description ?? `${title} description`,
        credits: creditsInput(publisher, spec),
      },
      { cover, pages },
    ),
  );
  return published.issue;
}

// ---------------------------------------------------------------- notifications

/** A notification row for `recipient` (written directly, as notify() would; self-notices too). */
export async function buildNotification(
  app: TestApp,
  options: {
    recipient: User;
    kind?: NotificationKind;
    actor?: User | null;
    bookId?: number | null;
    issueId?: number | null;
    commentId?: number | null;
    data?: Record<string, unknown> | null;
    dateCreated?: Date;
    readAt?: Date | null;
  },
): Promise<Notification> {
  const em = app.em();
  const notification = em.create(Notification, {
    recipient: em.getReference(User, options.recipient.id),
    kind: options.kind ?? NotificationKind.COMMENT_REPLY,
    actor: options.actor ? em.getReference(User, options.actor.id) : null,
    bookId: options.bookId ?? null,
    issueId: options.issueId ?? null,
    commentId: options.commentId ?? null,
    data: options.data ?? null,
    readAt: options.readAt ?? null,
    ...(options.dateCreated ? { dateCreated: options.dateCreated } : {}),
  });
  await em.flush();
  return notification;
}

// ---------------------------------------------------------------- comments

export interface CommentOptions {
  issueId: number;
  /** A new user when not given. */
  author?: User;
  body?: string;
  parentId?: number | null;
  hiddenByCreator?: boolean;
  pinned?: boolean;
}

/**
 * A comment row with the kept counts a post would move (a hidden one counts nowhere), written
 * directly: no rate limit, duplicate check, notification or webhook.
 */
export async function buildComment(app: TestApp, options: CommentOptions): Promise<Comment> {
  const author = options.author ?? (await buildUser(app)).user;
  const em = app.em();
  const comment = em.create(Comment, {
    issue: options.issueId,
    author: author.id,
    parent: options.parentId ?? null,
    body: options.body ?? `Comment ${hex(3)}`,
    hiddenByCreatorAt: options.hiddenByCreator ? new Date() : null,
    pinnedAt: options.pinned ? new Date() : null,
  });
  await em.flush();
  if (!options.hiddenByCreator)
    await moveCounts(dbOf(em, app.deps), options.issueId, options.parentId ?? null, 1);
  return comment;
}
