import fs from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
// Load generator for bench/run.ts, in its own process so it does not share the API's event loop.
// Input (JSON file named by env BENCH_LOAD_FILE): { url, connections, warmup, duration, rate?, requests: [{ method, path, headers?, body? }] };
// with `rate`, requests leave at even intervals, that many a second over at most `connections`
// sockets, whatever the answers do (an offered load: latency at a given traffic, not at
// saturation); each latency counts from when its request was due, so a queue shows in full
// (autocannon's own rate sends each second's requests in a burst);
// each request picks one of `requests` at random. One autocannon run lasts `warmup + duration`
// seconds on the same connections; only responses after the warm-up are measured, so neither
// cold code (V8 optimisation, each pooled connection's prepared statements) nor opening the
// connections counts. Output: { requests.average, latency.{p50,p99,average}, non2xx, errors,
// statuses (count per status outside 2xx) }
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

interface LoadInput {
  url: string;
  connections: number;
  warmup: number;
  duration: number;
  rate?: number;
  requests: LoadRequest[];
}

interface Tally {
  latencies: number[];
  non2xx: number;
  errors: number;
  /** How many answers of each status outside 2xx, so a refusal can be told from a failure. */
  statuses: Record<string, number>;
}

function countStatus(tally: Tally, status: number): void {
  if (status >= 200 && status <= 299) return;
  tally.non2xx += 1;
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
}

/** As many requests as the connections can send, each as soon as its last is answered. */
async function saturate(input: LoadInput, pick: () => LoadRequest, tally: Tally): Promise<void> {
  const measuredFrom = Date.now() + input.warmup * 1000;
  const run = autocannon({
    url: input.url,
    connections: input.connections,
    duration: input.warmup + input.duration,
    requests: [{ setupRequest: (req: object) => ({ ...req, ...pick() }) }],
  });
  run.on('response', (_client, status, _bytes, ms) => {
    if (Date.now() < measuredFrom) return;
    tally.latencies.push(ms);
    countStatus(tally, status);
  });
  run.on('reqError', () => {
    if (Date.now() >= measuredFrom) tally.errors += 1;
  });
  await run;
}

/** `rate` requests a second at even intervals over at most `connections` kept-alive sockets. */
async function offer(input: LoadInput, pick: () => LoadRequest, tally: Tally): Promise<void> {
  const target = new URL(input.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
  const interval = 1000 / (input.rate ?? 1);
  const start = performance.now();
  const measuredFrom = start + input.warmup * 1000;
  const end = measuredFrom + input.duration * 1000;
  const answers: Promise<void>[] = [];
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = pick();
      const request = http.request(
        { agent, host: target.hostname, port: target.port, method, path, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (due >= measuredFrom) {
              tally.latencies.push(performance.now() - due);
              countStatus(tally, response.statusCode ?? 0);
            }
            resolve();
          });
        },
      );
      request.on('error', () => {
        if (due >= measuredFrom) tally.errors += 1;
        resolve();
      });
      request.end(body);
    });
  for (let due = start; due < end; due += interval) {
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    answers.push(send(due));
  }
  await Promise.all(answers);
  agent.destroy();
}

async function main(): Promise<void> {
  const input = JSON.parse(fs.readFileSync(process.env.BENCH_LOAD_FILE ?? '', 'utf8')) as LoadInput;
  const pick = () => input.requests[Math.floor(Math.random() * input.requests.length)];
  const tally: Tally = { latencies: [], non2xx: 0, errors: 0, statuses: {} };
  await (input.rate ? offer : saturate)(input, pick, tally);
  const { latencies, non2xx, errors, statuses } = tally;
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
    statuses,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
