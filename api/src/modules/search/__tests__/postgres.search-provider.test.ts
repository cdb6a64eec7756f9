import crypto from 'node:crypto';
import { Book, BookStatus, ContentRating } from '../../books/book.entity';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import {
  PostgresSearchProvider,
  containsPattern,
  prefixTsQuery,
  queryWords,
} from '../postgres.search-provider';
import type { SearchQuery } from '../search-provider';

let app: TestApp;
let engine: PostgresSearchProvider;
beforeAll(async () => {
  app = await startTestApp();
  engine = new PostgresSearchProvider(app.deps.pools);
});
afterAll(async () => {
  await app.close();
});

const search = (query: Partial<SearchQuery> & Pick<SearchQuery, 'kind'>) =>
  engine.search(app.em(), { page: 1, limit: 100, ...query });

async function publisher(
  overrides: Partial<Pick<User, 'username' | 'active'>> = {},
): Promise<User> {
  return (await buildUser(app, overrides)).user;
}
const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));

describe('text matching', () => {
  test('typos, prefixes and whole words find the title; unrelated text does not', async () => {
    const p = await publisher();
    const { book } = await buildBook(app, {
      publisher: p,
      title: 'The Detective Agency',
      description: 'Rain and neon.',
    });
    await buildBook(app, { publisher: p, title: 'Garden Party', description: 'Flowers.' });
    for (const q of ['detectve', 'detec', 'Detective', 'DETECTIVE agency', 'agen']) {
      const hits = await search({ kind: 'books', q, username: p.username });
      expect({ q, ids: hits.ids }).toEqual({ q, ids: [book.id] });
    }
    expect((await search({ kind: 'books', q: 'submarine', username: p.username })).ids).toEqual([]);
  });

  test('typos are corrected per word against the words of all titles and descriptions', async () => {
    const p = await publisher();
    const { book } = await buildBook(app, {
      publisher: p,
      title: 'Lanternquill Saga',
      description: 'The brassfeather wars begin.',
    });
    const { book: hyphen } = await buildBook(app, {
      publisher: p,
      title: 'Glimmer-Thornwick',
      description: 'Quiet.',
    });
    const only = async (q: string) =>
      (await search({ kind: 'books', q, username: p.username })).ids;
    // A typo in a description word, next to a correct word.
    expect(await only('brassfeathr wars')).toEqual([book.id]);
    // Two typos at once, and a typo of a prefix ("lanternqui" is a known prefix: no correction).
    expect(await only('lantrnquill brasfeather')).toEqual([book.id]);
    expect(await only('lanternqui')).toEqual([book.id]);
    // A hyphenated word is corrected to its parts.
    expect(await only('glimmerthornwick')).toEqual([hyphen.id]);
    // Nothing close enough: no results, not everything.
    expect(await only('zqxjvw')).toEqual([]);
    // Words with digits and short words are never "corrected" into something else.
    expect(await only('sag4')).toEqual([]);
  });

  test('the vocabulary follows edits (a new word can be misspelt at once)', async () => {
    const p = await publisher();
    const { book } = await buildBook(app, {
      publisher: p,
      title: 'Plain Title',
      description: 'Nothing.',
    });
    expect((await search({ kind: 'books', q: 'vortexmanta', username: p.username })).ids).toEqual(
      [],
    );
    const em = app.em();
    const row = await em.findOneOrFail(Book, book.id);
    row.description = 'Enter the vortexmantis.';
    await em.flush();
    expect((await search({ kind: 'books', q: 'vortexmantsi', username: p.username })).ids).toEqual([
      book.id,
    ]);
  });

  test('the full-text indexes keep no pending list (fastupdate off: searches never scan one)', async () => {
    const rows: { relname: string; reloptions: string[] | null }[] = await app
      .em()
      .getConnection()
      .execute(
        `select relname, reloptions from pg_class where relname in ('books_search_fts_index', 'issues_search_fts_index') order by relname`,
      );
    expect(rows).toEqual([
      { relname: 'books_search_fts_index', reloptions: ['fastupdate=off'] },
      { relname: 'issues_search_fts_index', reloptions: ['fastupdate=off'] },
    ]);
  });

  test('edits are searchable at once (the trigger keeps the full-text document current)', async () => {
    const p = await publisher();
    const { book } = await buildBook(app, {
      publisher: p,
      title: 'Oldname Chronicle',
      description: 'First words.',
    });
    const em = app.em();
    const row = await em.findOneOrFail(Book, book.id);
    row.title = 'Freshname Chronicle';
    row.description = 'Other words entirely.';
    await em.flush();
    expect((await search({ kind: 'books', q: 'freshname', username: p.username })).ids).toEqual([
      book.id,
    ]);
    expect((await search({ kind: 'books', q: 'entirely', username: p.username })).ids).toEqual([
      book.id,
    ]);
    expect((await search({ kind: 'books', q: 'oldname', username: p.username })).ids).toEqual([]);
  });

  test('the description is searched too, but title matches rank first', async () => {
    const p = await publisher();
    const older = await buildBook(app, {
      publisher: p,
      title: 'Moonlightfall',
      description: 'A quiet story.',
      dateCreated: day(1),
    });
    const newer = await buildBook(app, {
      publisher: p,
      title: 'Harbour Tales',
      description: 'Stories told under moonlightfall by the sea.',
      dateCreated: day(2),
    });
    const ranked = await search({ kind: 'books', q: 'moonlightfall', username: p.username });
    expect(ranked.ids).toEqual([older.book.id, newer.book.id]);
    // An explicit sort wins over relevance.
    expect(
      (await search({ kind: 'books', q: 'moonlightfall', username: p.username, sort: 'newest' }))
        .ids,
    ).toEqual([newer.book.id, older.book.id]);
  });

  test('issues are searched by their own title and description, with the book filters', async () => {
    const p = await publisher();
    const { issues } = await buildBook(app, {
      publisher: p,
      title: 'Quasarwolf',
      status: BookStatus.COMPLETED,
      issues: [{ title: 'Nebulahowl Rising' }, { title: 'Second Night' }],
    });
    expect((await search({ kind: 'issues', q: 'nebulahowl', username: p.username })).ids).toEqual([
      issues[0].id,
    ]);
    expect(
      (await search({ kind: 'issues', q: 'nebulahowl', status: BookStatus.ONGOING })).ids,
    ).toEqual([]);
    // The book title is not part of an issue's text.
    expect((await search({ kind: 'issues', q: 'quasarwolf' })).ids).toEqual([]);
  });

  test('% and _ are literal characters, not wildcards', async () => {
    const p = await publisher();
    const percent = await buildBook(app, {
      publisher: p,
      title: '100% Gloopmancer',
      description: 'Full power.',
    });
    const underscore = await buildBook(app, {
      publisher: p,
      title: 'snake_case Gloopmancer',
      description: 'Code.',
    });
    await buildBook(app, {
      publisher: p,
      title: 'Plain Gloopmancer',
      description: 'Nothing special.',
    });
    const only = async (q: string) =>
      (await search({ kind: 'books', q, username: p.username })).ids;
    expect(await only('%')).toEqual([percent.book.id]);
    expect(await only('_')).toEqual([underscore.book.id]);
    expect(await only('%%')).toEqual([]);
    expect(await only('x%y')).toEqual([]);
    expect((await search({ kind: 'users', q: '%' })).ids).toEqual([]);
    expect((await search({ kind: 'users', q: '_', username: p.username })).ids).toEqual([p.id]); // usernames contain "_"
  });

  test('SQL, tsquery and regex metacharacters are harmless', async () => {
    const p = await publisher();
    const { book } = await buildBook(app, {
      publisher: p,
      title: "O'Brien & Sons (Vol. 1)",
      description: 'Family business.',
    });
    const nasty = [
      "'",
      "O'Brien",
      '\\',
      "'; drop table books; --",
      '& | ! ( ) :* <-> ',
      '.*',
      '^$[]{}+?',
      '$1 ?? ?',
      '"quoted"',
      'a\u0000b'.replace('\u0000', ''),
      '😀 emoji',
    ];
    for (const q of nasty) {
      for (const kind of ['books', 'issues', 'users'] as const) {
        await expect(search({ kind, q })).resolves.toEqual(
          expect.objectContaining({ ids: expect.any(Array) }),
        );
      }
    }
    expect((await search({ kind: 'books', q: "O'Brien", username: p.username })).ids).toEqual([
      book.id,
    ]);
    expect((await search({ kind: 'books', q: '(Vol. 1)', username: p.username })).ids).toEqual([
      book.id,
    ]);
    const [{ count }] = await app
      .em()
      .getConnection()
      .execute('select count(*) as count from books');
    expect(Number(count)).toBeGreaterThan(0);
  });
});

describe('filters, combined with AND', () => {
  let p: User;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    p = await publisher();
    const make = async (key: string, options: Parameters<typeof buildBook>[1]) => {
      ids[key] = (
        await buildBook(app, { publisher: p, title: `Starforge ${key}`, ...options })
      ).book.id;
    };
    await make('actionG', {
      genres: ['action'],
      contentRating: ContentRating.G,
      status: BookStatus.ONGOING,
      dateCreated: day(1),
    });
    await make('horrorM', {
      genres: ['horror'],
      contentRating: ContentRating.M,
      status: BookStatus.COMPLETED,
      dateCreated: day(2),
    });
    await make('bothT', {
      genres: ['action', 'horror'],
      contentRating: ContentRating.T,
      status: BookStatus.HIATUS,
      dateCreated: day(3),
    });
    await make('none', {
      genres: [],
      contentRating: ContentRating.G,
      status: BookStatus.ONGOING,
      dateCreated: day(4),
    });
    await make('other', {
      title: 'Unrelated Title',
      genres: ['comedy'],
      contentRating: ContentRating.G,
      dateCreated: day(5),
    });
  });
  const find = async (query: Partial<SearchQuery>) =>
    (await search({ kind: 'books', username: p.username, sort: 'oldest', ...query })).ids;

  test('books without genres still appear', async () => {
    expect(await find({})).toEqual([ids.actionG, ids.horrorM, ids.bothT, ids.none, ids.other]);
  });

  test('include = at least one; exclude = none; both together', async () => {
    expect(await find({ includeGenres: ['action'] })).toEqual([ids.actionG, ids.bothT]);
    expect(await find({ includeGenres: ['horror', 'comedy'] })).toEqual([
      ids.horrorM,
      ids.bothT,
      ids.other,
    ]);
    expect(await find({ excludeGenres: ['horror'] })).toEqual([ids.actionG, ids.none, ids.other]);
    expect(await find({ includeGenres: ['action'], excludeGenres: ['horror'] })).toEqual([
      ids.actionG,
    ]);
  });

  test('status, content ratings and username', async () => {
    expect(await find({ status: BookStatus.ONGOING })).toEqual([ids.actionG, ids.none, ids.other]);
    expect(await find({ contentRatings: [ContentRating.M, ContentRating.T] })).toEqual([
      ids.horrorM,
      ids.bothT,
    ]);
    expect(await find({ contentRatings: [] })).toHaveLength(5);
    expect(await find({ username: p.username.toUpperCase() })).toEqual([]);
  });

  test('the text clause is ANDed with every filter (a title match does not bypass them)', async () => {
    expect(await find({ q: 'starforge' })).toEqual([ids.actionG, ids.horrorM, ids.bothT, ids.none]);
    expect(await find({ q: 'starforge', status: BookStatus.COMPLETED })).toEqual([ids.horrorM]);
    expect(
      await find({ q: 'starforge', includeGenres: ['action'], contentRatings: [ContentRating.T] }),
    ).toEqual([ids.bothT]);
    expect(await find({ q: 'starforge', excludeGenres: ['action', 'horror'] })).toEqual([ids.none]);
    expect(await find({ q: 'unrelated', includeGenres: ['action'] })).toEqual([]);
  });
});

describe('visibility', () => {
  test('removed books and their issues never appear', async () => {
    const p = await publisher();
    await buildBook(app, {
      publisher: p,
      title: 'Vanishmoth',
      removed: true,
      issues: [{ title: 'Vanishmoth One' }],
    });
    expect((await search({ kind: 'books', q: 'vanishmoth' })).ids).toEqual([]);
    expect((await search({ kind: 'issues', q: 'vanishmoth' })).ids).toEqual([]);
    expect((await search({ kind: 'books', username: p.username })).totalCount).toBe(0);
  });

  test('works of deactivated publishers never appear; the user only with includeDeactivated', async () => {
    const p = await publisher({
      username: `ghostly_${crypto.randomBytes(3).toString('hex')}`,
      active: false,
    });
    await buildBook(app, {
      publisher: p,
      title: 'Spectrelamp',
      issues: [{ title: 'Spectrelamp One' }],
    });
    expect((await search({ kind: 'books', q: 'spectrelamp' })).ids).toEqual([]);
    expect((await search({ kind: 'issues', q: 'spectrelamp' })).ids).toEqual([]);
    expect((await search({ kind: 'users', q: p.username })).ids).toEqual([]);
    expect((await search({ kind: 'users', q: p.username, includeDeactivated: true })).ids).toEqual([
      p.id,
    ]);
    // includeDeactivated is a users-only switch.
    expect(
      (await search({ kind: 'books', q: 'spectrelamp', includeDeactivated: true })).ids,
    ).toEqual([]);
  });
});

describe('users', () => {
  test('substring, prefix and typo matches on the username; prefix matches rank first', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const prefixed = await publisher({ username: `falcon${tag}` });
    const inner = await publisher({ username: `the_falcon${tag}` });
    const hits = await search({ kind: 'users', q: `falcon${tag}` });
    expect(hits.ids).toEqual([prefixed.id, inner.id]);
    expect((await search({ kind: 'users', q: `falcn${tag}` })).ids).toContain(prefixed.id);
    expect((await search({ kind: 'users', username: inner.username })).ids).toEqual([inner.id]);
  });
});

describe('paging and order', () => {
  test('totals ignore paging; pages past the end are empty with the right total', async () => {
    const p = await publisher();
    for (let i = 0; i < 25; i += 1)
      await buildBook(app, { publisher: p, title: `Pagemaw ${i}`, dateCreated: day(i) });
    const page3 = await search({ kind: 'books', username: p.username, limit: 10, page: 3 });
    expect(page3.totalCount).toBe(25);
    expect(page3.ids).toHaveLength(5);
    const past = await search({ kind: 'books', username: p.username, limit: 10, page: 4 });
    expect(past).toEqual({ ids: [], totalCount: 25 });
    const text = await search({ kind: 'books', q: 'pagemaw', limit: 10, page: 2 });
    expect(text.totalCount).toBe(25);
    expect(text.ids).toHaveLength(10);
  });

  test('equal dates are ordered by id, so pages neither repeat nor skip', async () => {
    const p = await publisher();
    const same = day(100);
    const created: number[] = [];
    for (let i = 0; i < 7; i += 1)
      created.push(
        (await buildBook(app, { publisher: p, title: `Twinmark ${i}`, dateCreated: same })).book.id,
      );
    const collect = async (sort: 'newest' | 'oldest' | undefined, q?: string) => {
      const all: number[] = [];
      for (let page = 1; page <= 3; page += 1)
        all.push(
          ...(await search({ kind: 'books', username: p.username, q, sort, limit: 3, page })).ids,
        );
      return all;
    };
    const ascending = [...created].sort((a, b) => a - b);
    expect(await collect('oldest')).toEqual(ascending);
    expect(await collect('newest')).toEqual([...ascending].reverse());
    // Equal relevance and date: still the id order.
    expect(await collect(undefined, 'twinmark')).toEqual([...ascending].reverse());
  });
});

describe('query helpers', () => {
  test('only letters and digits reach the tsquery; LIKE patterns escape %, _ and \\', () => {
    expect(queryWords("O'Brien & (Sons):* 2")).toEqual(['o', 'brien', 'sons', '2']);
    expect(prefixTsQuery(['a', 'b'])).toBe('a:* & b:*');
    expect(
      prefixTsQuery(['detectve', 'agency'], new Map([['detectve', ['detective', "o'neil-x"]]])),
    ).toBe('(detective:* | o:* & neil:* & x:*) & agency:*');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
