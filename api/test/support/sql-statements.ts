import { Client } from 'pg';
import { ReadPool } from '../../src/db/read-pool';

/**
 * Runs `work` and returns the SQL statements sent meanwhile: by every node-postgres client
 * (MikroORM's pool) except pg-boss's own polling, and by the read pool (postgres.js).
 */
export async function sqlStatementsDuring(work: () => Promise<void>): Promise<string[]> {
  const texts: string[] = [];
  const query = Client.prototype.query;
  const clientSpy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
    this: Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text?: string };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (!text.includes('pgboss')) texts.push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  const rows = ReadPool.prototype.rows;
  const readSpy = jest.spyOn(ReadPool.prototype, 'rows').mockImplementation(function (
    this: ReadPool,
    text: string,
    values: unknown[],
  ) {
    texts.push(text);
    return rows.call(this, text, values);
  } as never);
  try {
    await work();
    return texts;
  } finally {
    clientSpy.mockRestore();
    readSpy.mockRestore();
  }
}
