import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';
import { bareHandler } from '../../../bench/bare';
import { BookStatus, ContentRating } from '../../modules/books/book.entity';

let app: TestApp;

beforeAll(async () => {
  // The engine alone, as the bench's "no cache" scenarios run the product.
  app = await startTestApp({ worker: false, searchCacheSize: 0 });
});
afterAll(async () => {
  await app.close();
});

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

/** Every statement sent to the read pools, with its pool and values, while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<[string, string, unknown[]][]> {
  const sent: [string, string, unknown[]][] = [];
  const spies = (['read', 'search'] as const).map((name) => {
    const pool = app.deps.pools[name];
    const original = pool.rows.bind(pool);
    return jest.spyOn(pool, 'rows').mockImplementation((text, values) => {
      sent.push([name, text, [...values]]);
      return original(text, values);
    });
  });
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return sent;
}

// `npm run bench` measures the product's uncached v1 searches against the bare handler's
// (bench/bare.ts); the comparison holds only while both run the same statements and answer
// the same bytes.
test("the bench's bare handler answers uncached v1 book and issue searches as the product does, with the same statements", async () => {
  const owner = await buildUser(app, { username: 'bare_search_owner' });
  const other = await buildUser(app, { username: 'bare_search_other' });
  const books: Parameters<typeof buildBook>[1][] = [
    {
      title: 'The Detective Agency',
      status: BookStatus.ONGOING,
      contentRating: ContentRating.G,
      genres: ['action', 'drama'],
      issues: [{ title: 'Detective at dawn' }, { title: 'The agency' }, {}],
    },
    {
      title: 'Detective Moon',
      status: BookStatus.COMPLETED,
      contentRating: ContentRating.T,
      genres: ['horror'],
      issues: [{ title: 'Detective moon rising' }, { title: 'The detective returns' }],
    },
    {
      title: 'Shadow of the Detective',
      description: 'A detective story in the shadows of the moon',
      status: BookStatus.ONGOING,
      contentRating: ContentRating.M,
      genres: ['fantasy', 'war'],
      issues: [{ title: 'Shadow one' }, { title: 'Shadow two' }],
    },
    {
      title: 'Shadowlands',
      status: BookStatus.HIATUS,
      contentRating: ContentRating.T,
      genres: ['comedy', 'fantasy'],
      issues: [{ title: 'Shadow lands' }, { title: 'Moon shadow' }],
    },
    {
      title: 'Galaxy Star Riders',
      status: BookStatus.COMPLETED,
      contentRating: ContentRating.G,
      genres: ['action'],
      issues: [{ title: 'Star detective' }, { title: 'Galaxy star one' }],
    },
    { title: 'Crimson Detective', removed: true, issues: 1 },
    {
      title: 'Detective <Tales> "quoted" é',
      genres: ['drama', 'comedy'],
      issues: [{ title: 'Detective tale <one>' }, { title: 'Detective tale "two" é' }],
    },
    {
      title: '100% Shadow',
      status: BookStatus.COMPLETED,
      genres: ['horror'],
      issues: [{ title: '100% shadow issue' }],
    },
  ];
  for (const [i, options] of books.entries())
    await buildBook(app, {
      publisher: i % 3 === 2 ? other.user : owner.user,
      dateCreated: day(1 + ((i * 5) % 11)),
      ...options,
    });

  const queries = [
    '?q=detectve',
    '?q=detective&sort=asc',
    '?q=detective&sort=desc',
    '?q=detective&limit=2&page=2',
    '?q=detective&page=40',
    '?q=shadow&status=ongoing&content-rating=G,T',
    '?q=shadow&include=fantasy&exclude=war',
    '?q=shadw%20moon',
    '?q=galaxy%20star',
    '?q=crimsn',
    '?q=%25',
    '?q=detectve&status=ongoing&content-rating=G,T&include=action,horror,drama,fantasy,comedy&exclude=war',
    '?q=moon&status=completed&content-rating=all',
    '',
    '?sort=desc&limit=3&page=2',
    '?status=completed&include=horror',
    '?content-rating=M&limit=0',
    '?limit=5&page=9',
    '?status=bogus',
  ];
  const bare = bareHandler(app.deps);
  const answered: Record<
    string,
    { status: number; total: number; count: number; statements: number }
  > = {};
  for (const kind of ['books', 'issues'])
    for (const query of queries) {
      const url = `/api/v1/search/${kind}${query}`;
      let product: request.Response | undefined;
      let floor: request.Response | undefined;
      const productStatements = await statementsOf(async () => {
        product = await app.http().get(url);
      });
      const floorStatements = await statementsOf(async () => {
        floor = await request(bare).get(url);
      });
      expect([url, floor!.status]).toEqual([url, product!.status]);
      expect(floor!.headers['content-type']).toBe(product!.headers['content-type']);
      // Byte for byte: the same keys in the same order, the same values.
      expect([url, floor!.text]).toEqual([url, product!.text]);
      // The same statements on the same pools with the same values, in the same order.
      expect([url, floorStatements]).toEqual([url, productStatements]);
      const body = product!.body as Record<string, unknown>;
      answered[url] = {
        status: product!.status,
        total: Number(body.totalResultCount ?? -1),
        count: Number(body.currentResultCount ?? -1),
        statements: productStatements.length,
      };
    }

  // The cases reach what they are meant to: typo corrections (the vocabulary's look-up, then
  // the page with its rows), paging, the count past the end, no text (the page alone), refusals.
  const at = (kind: string, query: string) => answered[`/api/v1/search/${kind}${query}`];
  for (const kind of ['books', 'issues']) {
    expect(at(kind, '?q=detectve')).toMatchObject({ statements: 2 });
    expect(at(kind, '?q=detectve').count).toBeGreaterThan(1);
    expect(at(kind, '?q=detective&limit=2&page=2').count).toBe(2);
    expect(at(kind, '?q=detective&page=40')).toMatchObject({ count: 0, statements: 3 });
    expect(at(kind, '?q=detective&page=40').total).toBeGreaterThan(2);
    expect(at(kind, '?q=%25')).toMatchObject({ count: 1, statements: 1 });
    expect(at(kind, '')).toMatchObject({ statements: 1 });
    expect(at(kind, '?sort=desc&limit=3&page=2').count).toBe(3);
    expect(at(kind, '?status=bogus')).toMatchObject({ status: 400, statements: 0 });
  }
});
