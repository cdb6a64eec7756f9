import { dbOf, rows, statement } from '../src/db/sql';
import type { TestApp } from './harness';

/**
 * For the `*.policy.test.ts` files: whether a `select count(*) as n ...` statement that uses a
 * policy's SQL form counts any row, run the one way every statement runs (db/sql.ts).
 */
export async function sqlMatches(app: TestApp, text: string, values: unknown[]): Promise<boolean> {
  const [row] = await rows<{ n: string | number }>(
    dbOf(app.em(), app.deps),
    statement(text),
    values,
  );
  return Number(row.n) > 0;
}
