/**
 * Migrations CLI. Without DATABASE_URL it runs against a throwaway embedded PostgreSQL,
 * so `create` and `check` need no set-up:
 *   up      apply pending migrations
 *   create  generate a migration from the entity changes and register it in migrations/index.ts
 *   check   exit 1 when the entities differ from the committed migrations (CI drift check)
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/env';
import { isSqlOnlyTable, ormConfig } from './mikro-orm.config';
import { ensureDatabase } from './database';
import { startEmbeddedPostgres, withDatabase } from './embedded-postgres';

const MIGRATIONS_DIR = path.resolve(__dirname, 'migrations');

function writeIndex(): void {
  const names = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^Migration\d+.*\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
  const lines = [
    '// Registered explicitly so the same list works from TypeScript sources and compiled output.',
    '// `npm run db:migration:create -w api` regenerates this file.',
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...names.map((n) => `import { ${n} } from './${n}';`),
    '',
    'export const MIGRATIONS: MigrationObject[] = [',
    ...names.map((n) => `  { name: '${n}', class: ${n} },`),
    '];',
    '',
  ];
  fs.writeFileSync(path.join(MIGRATIONS_DIR, 'index.ts'), lines.join('\n'));
}

/**
 * MikroORM snapshots the database after migrating, tables without an entity included, and
 * its diff would then drop them (schemaGenerator.skipTables does not reach the snapshot).
 */
function pruneSqlOnlyTables(): void {
  const file = path.join(MIGRATIONS_DIR, '.snapshot.json');
  if (!fs.existsSync(file)) return;
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { tables: { name: string }[] };
  snapshot.tables = snapshot.tables.filter((table) => !isSqlOnlyTable(table.name));
  fs.writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
}

async function main(): Promise<void> {
  const command = process.argv[2];
  let url = loadConfig().databaseUrl;
  let stop: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  if (!url) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-migrate-'));
    fs.chmodSync(tmp, 0o755);
    const server = await startEmbeddedPostgres(path.join(tmp, 'pg'), { fsync: false });
    await ensureDatabase(server.url, 'migrate');
    url = withDatabase(server.url, 'migrate');
    stop = server.stop;
  }
  const orm = await MikroORM.init(ormConfig(url, { snapshot: command !== 'up' }));
  let exitCode = 0;
  try {
    const migrator = orm.getMigrator();
    if (command === 'up') {
      const done = await migrator.up();
      console.log(`applied ${done.length} migration(s)`);
    } else if (command === 'create') {
      await migrator.up();
      pruneSqlOnlyTables();
      const result = await migrator.createMigration(MIGRATIONS_DIR, false, false);
      if (!result.fileName) console.log('no changes: entities match the migrations');
      else {
        writeIndex();
        console.log(`created ${result.fileName}`);
      }
    } else if (command === 'check') {
      await migrator.up();
      pruneSqlOnlyTables();
      if (await migrator.checkMigrationNeeded()) {
        const diff = await (
          migrator as unknown as {
            getSchemaDiff(b: boolean, i: boolean): Promise<{ up: string[] }>;
          }
        ).getSchemaDiff(false, false);
        console.error(diff.up.join('\n'));
        console.error('Entities differ from the migrations: run `npm run db:migration:create`.');
        exitCode = 1;
      } else console.log('migrations are up to date');
    } else {
      console.error('usage: migration-cli up|create|check');
      exitCode = 2;
    }
  } finally {
    await orm.close(true);
    if (stop) await stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
