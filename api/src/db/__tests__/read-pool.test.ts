import path from 'node:path';
import { createTestDatabase } from '../../../test/database';
import { ReadPool } from '../read-pool';

const SLEEP = 'select pg_sleep($1::float8), $2::text as label';

let url: string;
beforeAll(async () => {
  url = await createTestDatabase();
});

/**
 * On two connections: a long statement, a short one, then a third. Returns the labels in the
 * order the statements finished.
 */
async function finishingOrder(pool: ReadPool): Promise<string[]> {
  const order: string[] = [];
  const run = (seconds: number, label: string) =>
    pool.rows<{ label: string }>(SLEEP, [seconds, label]).then(([row]) => order.push(row.label));
  // Both connections open before the race starts.
  await Promise.all([run(0, 'warm-a'), run(0, 'warm-b')]);
  order.length = 0;
  const long = run(0.6, 'long');
  const short = run(0.05, 'short');
  await new Promise((resolve) => setTimeout(resolve, 20));
  const third = run(0, 'third');
  await Promise.all([long, short, third]);
  return order;
}

describe('ReadPool', () => {
  test('pipelined: a statement issued while every connection is busy is queued onto one of them', async () => {
    const pool = new ReadPool(url, 2);
    try {
      // It went behind the long statement (the connection busy the longest), so it ends last.
      expect(await finishingOrder(pool)).toEqual(['short', 'long', 'third']);
    } finally {
      await pool.close();
    }
  });

  test('not pipelined: it waits for the first free connection instead', async () => {
    const pool = new ReadPool(url, 2, { pipeline: false });
    try {
      expect(await finishingOrder(pool)).toEqual(['short', 'third', 'long']);
    } finally {
      await pool.close();
    }
  });

  test('values come back as MikroORM reads them: dates and bigint as text, JSON parsed, undefined as NULL', async () => {
    const pool = new ReadPool(url, 1);
    try {
      const [row] = await pool.rows<Record<string, unknown>>(
        `select timestamptz '2026-01-02 03:04:05.678+00' as at,
                  (timestamptz '2026-01-02 03:04:05.678+00')::text as at_text, date '2026-01-02' as day,
                  count(*) over () as total, '{"a":[1]}'::json as doc, $1::text as missing,
                  array['x','y'] as list, 3 as n, true as yes`,
        [undefined],
      );
      expect(typeof row.at).toBe('string');
      expect(row.at).toBe(row.at_text);
      expect(row).toEqual({
        at: row.at_text,
        at_text: row.at_text,
        day: '2026-01-02',
        total: '1',
        doc: { a: [1] },
        missing: null,
        list: ['x', 'y'],
        n: 3,
        yes: true,
      });
    } finally {
      await pool.close();
    }
  });
});

/**
 * postgres.js keeps its connections in queues whose `shift` only blanked the slot it took:
 * a queue that never empties, as the busy connections of a saturated pipelined pool, grew
 * by one slot per statement and every `remove` scanned all of them. patches/postgres+*.patch
 * (applied by `postinstall`) drops the consumed head; this checks the installed driver has it.
 */
test("the driver's connection queues stay small when they never empty", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the driver's internal module, by path
  const Queue = require(path.join(path.dirname(require.resolve('postgres')), 'queue.js')) as () => {
    push(x: object): object;
    shift(): object;
    remove(x: object): object | null;
    readonly length: number;
  };
  const queue = Queue();
  const connections = [{}, {}, {}];
  for (const c of connections) queue.push(c);
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 6_000_000; i += 1) queue.push(queue.shift());
  const grown = process.memoryUsage().heapUsed - before;
  expect(queue.length).toBe(3);
  expect(queue.remove(connections[1])).toBe(connections[1]);
  expect(queue.length).toBe(2);
  // Unpatched, the array keeps 6,000,000 slots (130 MB measured); patched, what grows is
  // young garbage the next scavenge frees.
  expect(grown).toBeLessThan(48 * 1024 * 1024);
});
