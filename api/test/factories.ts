import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../src/modules/auth/passwords';
import { TokenService } from '../src/modules/auth/tokens';
import { User } from '../src/modules/users/user.entity';
import type { TestApp } from './harness';
import type { Book } from '../src/modules/books/book.entity';
import { CreditRoleEnum } from '../src/modules/credits/work-credit.entity';
import type { Issue } from '../src/modules/issues/issue.entity';
import type { SpooledFile } from '../src/modules/media/spool';
import { PublishService } from '../src/modules/publish/publish.service';
import { makeImage } from './images';

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
  const suffix = crypto.randomBytes(4).toString('hex');
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
  await em.flush();
  const token = new TokenService(app.config.jwtSecret as string).issue(
    user.id,
    user.passwordChangedAt,
  );
  return { user, password, token };
}

// ---- publishing factories (books and issues with real images, through PublishService)

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

export interface BuildIssueOptions {
  pages?: number;
  title?: string;
  credits?: { userId: number; roles: CreditRoleEnum[] }[];
}

/** A book with its first issue (and `issues - 1` more), owned by `owner`, with real stored images. */
export async function buildBook(
  app: TestApp,
  owner: User,
  options: BuildIssueOptions & {
    title?: string;
    urlSlug?: string;
    genres?: string[];
    issues?: number;
  } = {},
): Promise<{ book: Book; issues: Issue[] }> {
  const service = new PublishService(app.em(), app.deps);
  const files = await Promise.all([
    spooledFile(await testCover(), 'book-cover.png'),
    spooledFile(await testCover(), 'issue-cover.png'),
    ...Array.from({ length: options.pages ?? 2 }, async (_, i) =>
      spooledFile(await testPage(), `page-${i + 1}.png`),
    ),
  ]);
  try {
    const [cover, issueCover, ...pages] = files;
    const published = await service.createBook(
      owner,
      {
        title: options.title ?? 'Factory Book',
        description: 'A book made by the test factory.',
        urlSlug: options.urlSlug ?? 'factory-book',
        contentRating: 'T',
        genres: options.genres ?? ['action'],
        firstIssue: {
          title: 'Issue One',
          description: 'The first issue.',
          credits: options.credits ?? [{ userId: owner.id, roles: [CreditRoleEnum.WRITER] }],
        },
      },
      { cover, issueCover, pages },
    );
    const issues = [published.issue];
    for (let n = 2; n <= (options.issues ?? 1); n += 1)
      issues.push(await buildIssue(app, owner, published.book, options));
    return { book: published.book, issues };
  } finally {
    await Promise.all(files.map((f) => f.cleanup()));
  }
}

/** The next issue of `book` with `pages` real pages. */
export async function buildIssue(
  app: TestApp,
  owner: User,
  book: Book,
  options: BuildIssueOptions = {},
): Promise<Issue> {
  const service = new PublishService(app.em(), app.deps);
  const files = await Promise.all([
    spooledFile(await testCover(), 'issue-cover.png'),
    ...Array.from({ length: options.pages ?? 2 }, async (_, i) =>
      spooledFile(await testPage(), `page-${i + 1}.png`),
    ),
  ]);
  try {
    const [cover, ...pages] = files;
    const published = await service.createIssue(
      owner,
      book.id,
      {
        title: options.title ?? 'Another Issue',
        description: 'Made by the test factory.',
        credits: options.credits ?? [{ userId: owner.id, roles: [CreditRoleEnum.ARTIST] }],
      },
      { cover, pages },
    );
    return published.issue;
  } finally {
    await Promise.all(files.map((f) => f.cleanup()));
  }
}

/** Every file key currently in the app's media storage (local or S3). */
export async function storedKeys(app: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['works/', 'user-profile-resources/']) {
    for await (const item of app.deps.media.storage.list(prefix)) keys.push(item.key);
  }
  return keys.sort();
}
