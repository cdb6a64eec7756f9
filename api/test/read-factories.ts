import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookGenre } from '../src/modules/books/book-genre.entity';
import { Book, ContentRating } from '../src/modules/books/book.entity';
import { CreditRoleEnum, WorkCredit } from '../src/modules/credits/work-credit.entity';
import { IssuePage } from '../src/modules/issues/issue-page.entity';
import { Issue } from '../src/modules/issues/issue.entity';
import { StoredImage } from '../src/modules/media/stored-image.embeddable';
import type { User } from '../src/modules/users/user.entity';
import type { TestApp } from './harness';

/** A StoredImage row value without a file behind it (reading never opens the file). */
export function fakeImage(width = 320, height = 485, name = 'cover.png'): StoredImage {
  const image = new StoredImage();
  image.key = `works/${crypto.randomBytes(16).toString('hex')}/${crypto.randomBytes(16).toString('hex')}.png`;
  image.width = width;
  image.height = height;
  image.contentType = 'image/png';
  image.byteSize = 1234;
  image.originalName = name;
  image.variantWidths = [];
  return image;
}

export interface CreditSpec {
  user: User;
  roles: CreditRoleEnum[];
}

export interface IssueSpec {
  title?: string;
  description?: string;
  pages?: number;
  credits?: CreditSpec[];
  dateCreated?: Date;
}

/** Adds an issue (next number) with pages and credits to a book, directly as rows. */
export async function buildIssue(
  app: TestApp,
  book: Book,
  spec: IssueSpec = {},
  em: EntityManager = app.em(),
): Promise<Issue> {
  const count = await em.count(Issue, { book: book.id });
  const bookRef = em.getReference(Book, book.id);
  const publisher = em.getReference('User', book.publisher.id) as User;
  const number = count + 1;
  const issue = em.create(Issue, {
    book: bookRef,
    publisher,
    issueNumber: number,
    title: spec.title ?? `Issue ${number}`,
    description: spec.description ?? `Description of issue ${number}`,
    imagePrefixRef: crypto.randomBytes(16).toString('hex'),
    cover: fakeImage(),
    ...(spec.dateCreated ? { dateCreated: spec.dateCreated } : {}),
  });
  for (let p = 1; p <= (spec.pages ?? 2); p += 1) {
    em.create(IssuePage, { issue, pageNumber: p, image: fakeImage(800, 1200, `page-${p}.png`) });
  }
  for (const credit of spec.credits ?? [{ user: book.publisher, roles: [CreditRoleEnum.WRITER] }]) {
    for (const role of credit.roles) {
      em.create(WorkCredit, {
        issue,
        book: bookRef,
        creator: em.getReference('User', credit.user.id) as User,
        role,
      });
    }
  }
  await em.flush();
  return issue;
}

export interface BookSpec {
  title?: string;
  urlSlug?: string;
  description?: string;
  genres?: string[];
  removed?: boolean;
  contentRating?: ContentRating;
  /** Number of issues to add (default 1), each built from `issue`. */
  issues?: number;
  issue?: IssueSpec;
}

/** A book of `publisher` with genres and issues (pages and credits), directly as rows. */
export async function buildBook(
  app: TestApp,
  publisher: User,
  spec: BookSpec = {},
): Promise<{ book: Book; issues: Issue[] }> {
  const em = app.em();
  const book = em.create(Book, {
    publisher: em.getReference('User', publisher.id) as User,
    title: spec.title ?? `Book ${crypto.randomBytes(3).toString('hex')}`,
    urlSlug: spec.urlSlug ?? 'a-book',
    description: spec.description ?? 'A book for tests.',
    contentRating: spec.contentRating ?? ContentRating.T,
    removed: spec.removed ?? false,
    imagePrefixRef: crypto.randomBytes(16).toString('hex'),
    cover: fakeImage(),
  });
  for (const genre of spec.genres ?? ['action']) em.create(BookGenre, { book, genre });
  await em.flush();
  const issues: Issue[] = [];
  for (let i = 0; i < (spec.issues ?? 1); i += 1)
    issues.push(await buildIssue(app, book, spec.issue, em));
  return { book, issues };
}
