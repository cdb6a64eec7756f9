import fs from 'node:fs';
// Load generator for bench/run.ts, in its own process so it does not share the API's event loop.
// Input (JSON file named by env BENCH_LOAD_FILE): { url, connections, warmup, duration, requests: [{ method, path, headers?, body? }] };
// each request picks one of `requests` at random. The same load runs `warmup` seconds unmeasured
// first (V8 optimisation, each pooled connection's prepared statements), then `duration`
// seconds measured. Output: the measured run's autocannon result as JSON on stdout.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon = require('autocannon') as (
  options: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

async function main(): Promise<void> {
  const input = JSON.parse(fs.readFileSync(process.env.BENCH_LOAD_FILE ?? '', 'utf8')) as {
    url: string;
    connections: number;
    warmup: number;
    duration: number;
    requests: LoadRequest[];
  };
  const pick = () => input.requests[Math.floor(Math.random() * input.requests.length)];
  const run = (duration: number) =>
    autocannon({
      url: input.url,
      connections: input.connections,
      duration,
      requests: [{ setupRequest: (req: object) => ({ ...req, ...pick() }) }],
    });
  if (input.warmup > 0) await run(input.warmup);
  const result = await run(input.duration);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
