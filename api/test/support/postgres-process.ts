import { spawn } from 'node:child_process';
import path from 'node:path';

export interface PostgresProcess {
  url: string;
  stop: () => Promise<void>;
}

/** Starts an embedded PostgreSQL with its data in `dir` (test/support/postgres-server.ts). */
export async function startPostgresProcess(dir: string): Promise<PostgresProcess> {
  const apiDir = path.resolve(__dirname, '..', '..');
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', path.join(__dirname, 'postgres-server.ts'), dir],
    { cwd: apiDir, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`PostgreSQL did not start: ${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (${code}): ${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
