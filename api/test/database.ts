import crypto from 'node:crypto';
import { Client } from 'pg';
import { withDatabase } from '../src/db/embedded-postgres';

export const TEMPLATE_DATABASE = 'panelhouse_template';

/** A fresh, migrated database for one test file, cloned from the template in milliseconds. */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = process.env.TEST_PG_URL;
  if (!serverUrl)
    throw new Error('TEST_PG_URL is not set: run the tests through jest (global setup).');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, name);
}
