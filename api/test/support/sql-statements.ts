import { Client } from 'pg';

/**
 * Runs `work` and returns the SQL statements every node-postgres client (MikroORM's pool,
 * the read pool) sent meanwhile, except pg-boss's own polling.
 */
export async function sqlStatementsDuring(work: () => Promise<void>): Promise<string[]> {
  const texts: string[] = [];
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
    this: Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text?: string };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (!text.includes('pgboss')) texts.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await work();
    return texts;
  } finally {
    spy.mockRestore();
  }
}
