import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../modules/auth/passwords';
import { randomRef } from '../../modules/auth/tokens';
import { Bookmark } from '../../modules/bookmarks/bookmark.entity';
import { BookGenre } from '../../modules/books/book-genre.entity';
import { Book, BookStatus, ContentRating } from '../../modules/books/book.entity';
import { CreditRoleEnum, WorkCredit } from '../../modules/credits/work-credit.entity';
import { IssuePage } from '../../modules/issues/issue-page.entity';
import { Issue } from '../../modules/issues/issue.entity';
import { renderPanelImage, spoolBuffer } from '../../modules/media/generated-images';
import { mediaKeys } from '../../modules/media/media-keys';
import { Subscription } from '../../modules/subscriptions/subscription.entity';
import { User, UserRole } from '../../modules/users/user.entity';
import { LIMITS } from '../../config/limits';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'panelhouse-demo';

const CREATORS = [
  {
    username: 'inkwell_ida',
    firstName: 'Ida',
    lastName: 'Marsh',
    bio: 'Noir and rain. Always rain.',
  },
  {
    username: 'captain_kirby',
    firstName: 'Kirby',
    lastName: 'Vance',
    bio: 'Capes, cosmic stakes and big splash pages.',
  },
  {
    username: 'pencil_pablo',
    firstName: 'Pablo',
    lastName: 'Reyes',
    bio: 'Slice-of-life comics about small towns.',
  },
];

const BOOKS = [
  {
    creator: 0,
    title: 'Rain City Detective',
    genres: ['crime', 'mystery', 'thriller'],
    rating: ContentRating.T,
    status: BookStatus.ONGOING,
    issues: 3,
    description:
      'A tired detective walks the wet streets of Rain City, where every case leads back to the same missing lighthouse keeper.',
  },
  {
    creator: 0,
    title: 'The Lighthouse Keeper',
    genres: ['mystery', 'supernatural'],
    rating: ContentRating.M,
    status: BookStatus.HIATUS,
    issues: 1,
    description:
      'Before the detective, there was the keeper: a quiet man who saw a light under the sea.',
  },
  {
    creator: 1,
    title: 'Starlight Sentinel',
    genres: ['superhero', 'action', 'sci-fi'],
    rating: ContentRating.T,
    status: BookStatus.ONGOING,
    issues: 2,
    description:
      'A teenage astronomer gains the power of a dying star and must protect her city from the things that followed it.',
  },
  {
    creator: 1,
    title: 'Mighty Mech Academy',
    genres: ['school life', 'sci-fi', 'comedy'],
    rating: ContentRating.G,
    status: BookStatus.COMPLETED,
    issues: 2,
    description:
      'Homework, lunch and giant robots: the first year at the academy is harder than anyone said.',
  },
  {
    creator: 2,
    title: 'Corner Store Chronicles',
    genres: ['slice of life', 'comedy', 'family'],
    rating: ContentRating.G,
    status: BookStatus.ONGOING,
    issues: 2,
    description:
      'Three generations run one tiny corner store, and the whole neighbourhood walks through its door.',
  },
];

/** Seeds a small living catalogue on the first start (an empty users table). Returns a summary, or null. */
export async function seedDemoCatalogue(deps: AppDeps): Promise<string | null> {
  const em = deps.orm.em.fork() as EntityManager;
  if ((await em.count(User, {})) > 0) return null;
  const written: string[] = [];
  try {
    const summary = await em.transactional(async (tx) => {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const creators = CREATORS.map((c) =>
        tx.create(User, {
          ...c,
          email: `${c.username.replace('_', '.')}@example.com`,
          passwordHash,
          role: UserRole.CREATOR,
        }),
      );
      const reader = tx.create(User, {
        username: 'reader_rosa',
        firstName: 'Rosa',
        lastName: 'Lind',
        email: 'reader.rosa@example.com',
        passwordHash,
      });
      let pages = 0;
      let issues = 0;
      const books: Book[] = [];
      for (const [index, spec] of BOOKS.entries()) {
        const publisher = creators[spec.creator];
        const bookRef = randomRef();
        const hue = (index * 67) % 360;
        const cover = await storeGenerated(deps, written, 'cover', mediaKeys.bookCover(bookRef), {
          width: LIMITS.thumbnail.width,
          height: LIMITS.thumbnail.height,
          title: spec.title,
          hue,
        });
        const book = tx.create(Book, {
          publisher,
          title: spec.title,
          urlSlug: slugify(spec.title),
          description: spec.description,
          status: spec.status,
          contentRating: spec.rating,
          imagePrefixRef: bookRef,
          cover,
        });
        books.push(book);
        for (const genre of spec.genres) tx.create(BookGenre, { book, genre });
        for (let n = 1; n <= spec.issues; n += 1) {
          const issueRef = randomRef();
          const issueCover = await storeGenerated(
            deps,
            written,
            'cover',
            mediaKeys.issueImage(bookRef, issueRef),
            {
              width: LIMITS.thumbnail.width,
              height: LIMITS.thumbnail.height,
              title: spec.title,
              subtitle: `Issue #${n}`,
              hue: hue + n * 20,
            },
          );
          const issue = tx.create(Issue, {
            book,
            publisher,
            issueNumber: n,
            // 'Lighthouse #1', not 'The #1'.
            title: `${spec.title.replace(/^(The|A|An) /, '').split(' ')[0]} #${n}`,
            description: `Issue ${n} of ${spec.title}. ${spec.description}`,
            imagePrefixRef: issueRef,
            cover: issueCover,
          });
          issues += 1;
          for (let p = 1; p <= 4; p += 1) {
            const image = await storeGenerated(
              deps,
              written,
              'page',
              mediaKeys.issueImage(bookRef, issueRef),
              {
                width: 994,
                height: 1528,
                title: `${spec.title}`,
                subtitle: `Issue ${n} · Page ${p}`,
                hue: hue + p * 30,
              },
            );
            tx.create(IssuePage, { issue, pageNumber: p, image });
            pages += 1;
          }
          tx.create(WorkCredit, { issue, book, creator: publisher, role: CreditRoleEnum.WRITER });
          tx.create(WorkCredit, { issue, book, creator: publisher, role: CreditRoleEnum.ARTIST });
          const guest = creators[(spec.creator + 1) % creators.length];
          tx.create(WorkCredit, { issue, book, creator: guest, role: CreditRoleEnum.COLORIST });
        }
      }
      tx.create(Subscription, { publisher: creators[0], subscriber: reader });
      tx.create(Subscription, { publisher: creators[1], subscriber: reader });
      tx.create(Subscription, { publisher: creators[0], subscriber: creators[1] });
      tx.create(Bookmark, { user: reader, book: books[0] });
      tx.create(Bookmark, { user: reader, book: books[2] });
      return `${creators.length + 1} users, ${books.length} books, ${issues} issues, ${pages} pages (password: ${DEMO_PASSWORD})`;
    });
    return summary;
  } catch (error) {
    await deps.media.deleteQuietly(written);
    throw error;
  }
}

async function storeGenerated(
  deps: AppDeps,
  written: string[],
  preset: 'cover' | 'page',
  keyBase: string,
  drawing: Parameters<typeof renderPanelImage>[0],
) {
  const file = await spoolBuffer(await renderPanelImage(drawing), `${preset}.jpg`);
  try {
    return await deps.media.storeImage(file, preset, keyBase, written);
  } finally {
    await file.cleanup();
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
}
