import fs from 'node:fs';
// Load generator for bench/run.ts, in its own process so it does not share the API's event loop.
// Input (JSON file named by env BENCH_LOAD_FILE): { url, connections, warmup, duration, rate?, requests: [{ method, path, headers?, body? }] };
// with `rate`, the connections together send that many requests a second (an offered load,
// not as many as the server can take: latency at a given traffic, not at saturation);
// each request picks one of `requests` at random. One autocannon run lasts `warmup + duration`
// seconds on the same connections; only responses after the warm-up are measured, so neither
// cold code (V8 optimisation, each pooled connection's prepared statements) nor opening the
// connections counts. Output: { requests.average, latency.{p50,p99,average}, non2xx, errors }
// of the measured part as JSON on stdout.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<
  Record<string, unknown>
> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
  on(event: 'reqError', listener: (client: unknown, error: Error) => void): void;
};

interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The value below which `fraction` of the sorted `values` fall. */
const percentile = (values: number[], fraction: number) =>
  values.length === 0
    ? 0
    : values[Math.min(values.length - 1, Math.floor(values.length * fraction))];

async function main(): Promise<void> {
  const input = JSON.parse(fs.readFileSync(process.env.BENCH_LOAD_FILE ?? '', 'utf8')) as {
    url: string;
    connections: number;
    warmup: number;
    duration: number;
    rate?: number;
    requests: LoadRequest[];
  };
  const pick = () => input.requests[Math.floor(Math.random() * input.requests.length)];
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const measuredFrom = Date.now() + input.warmup * 1000;
  const run = autocannon({
    url: input.url,
    connections: input.connections,
    duration: input.warmup + input.duration,
    ...(input.rate ? { overallRate: input.rate } : {}),
    requests: [{ setupRequest: (req: object) => ({ ...req, ...pick() }) }],
  });
  run.on('response', (_client, status, _bytes, ms) => {
    if (Date.now() < measuredFrom) return;
    latencies.push(ms);
    if (status < 200 || status > 299) non2xx += 1;
  });
  run.on('reqError', () => {
    if (Date.now() >= measuredFrom) errors += 1;
  });
  await run;
  latencies.sort((a, b) => a - b);
  const average = latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length);
  const result = {
    requests: { average: latencies.length / input.duration },
    latency: {
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      average: Number(average.toFixed(2)),
    },
    non2xx,
    errors,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
