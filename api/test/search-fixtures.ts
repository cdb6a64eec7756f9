import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Book, BookStatus, ContentRating } from '../src/modules/books/book.entity';
import { BookGenre } from '../src/modules/books/book-genre.entity';
import { Issue } from '../src/modules/issues/issue.entity';
import { IssuePage } from '../src/modules/issues/issue-page.entity';
import type { StoredImage } from '../src/modules/media/stored-image.embeddable';
import type { User } from '../src/modules/users/user.entity';
import type { TestApp } from './harness';

/** A stored-image record without a file: search and listing tests never read the bytes. */
export function fakeImage(key: string, width = 320, height = 485): StoredImage {
  return {
    key,
    width,
    height,
    contentType: 'image/png',
    byteSize: 1000,
    originalName: 'cover.png',
    variantWidths: null,
  };
}

const hex = () => crypto.randomBytes(16).toString('hex');

export interface SeedBookOptions {
  title?: string;
  description?: string;
  status?: BookStatus;
  contentRating?: ContentRating;
  genres?: string[];
  removed?: boolean;
  dateCreated?: Date;
  /** Issues to create: titles (descriptions default to the title). */
  issues?: { title: string; description?: string; pages?: number; dateCreated?: Date }[];
}

/** Inserts a book (with genres, issues and page rows) owned by `publisher`, straight through the ORM. */
export async function seedBook(
  app: TestApp,
  publisher: User,
  options: SeedBookOptions = {},
): Promise<{ book: Book; issues: Issue[] }> {
  const em: EntityManager = app.em();
  const prefix = hex();
  const title = options.title ?? 'Untitled';
  const book = em.create(Book, {
    publisher: em.getReference('User', publisher.id) as User,
    title,
    urlSlug: 'a-book',
    description: options.description ?? `${title} description`,
    status: options.status ?? BookStatus.ONGOING,
    contentRating: options.contentRating ?? ContentRating.G,
    removed: options.removed ?? false,
    imagePrefixRef: prefix,
    cover: fakeImage(`books/${prefix}/cover.png`),
    dateCreated: options.dateCreated ?? new Date(),
  });
  for (const genre of options.genres ?? ['action']) em.create(BookGenre, { book, genre });
  const issues: Issue[] = [];
  (options.issues ?? []).forEach((spec, index) => {
    const issuePrefix = hex();
    const issue = em.create(Issue, {
      book,
      publisher: em.getReference('User', publisher.id) as User,
      issueNumber: index + 1,
      title: spec.title,
      description: spec.description ?? `${spec.title} description`,
      imagePrefixRef: issuePrefix,
      cover: fakeImage(`books/${prefix}/${issuePrefix}/cover.png`),
      dateCreated: spec.dateCreated ?? options.dateCreated ?? new Date(),
    });
    for (let n = 1; n <= (spec.pages ?? 1); n += 1) {
      em.create(IssuePage, {
        issue,
        pageNumber: n,
        image: fakeImage(`books/${prefix}/${issuePrefix}/p${n}.png`, 800, 1200),
      });
    }
    issues.push(issue);
  });
  await em.flush();
  return { book, issues };
}
