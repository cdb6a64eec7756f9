import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const handle = (globalThis as Record<string, unknown>).__PANELHOUSE_PG__ as
    { stop: () => Promise<void>; dir: string } | undefined;
  if (!handle) return;
  await handle.stop();
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
