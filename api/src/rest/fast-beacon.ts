import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { LIMITS } from '../config/limits';
import { beaconRefusalOf } from '../modules/analytics/beacon.routes';
import { readingClientOf } from '../modules/analytics/reading-client';
import { openRequestScope } from '../scope/request-scope';
import { publicRecordingOf } from '../scope/services';
import { sendError, sendJsonBytes, type FastReadsOptions } from './fast-reads';

/** The body reader's refusals, shaped as body-parser's (modules/analytics/beacon.routes.ts maps them). */
const tooLargeBody = () => Object.assign(new Error('request entity too large'), { status: 413 });
const unreadBody = () => Object.assign(new Error('request aborted'), { status: 400 });

/**
 * `POST /api/reading/beacon` ahead of Express: the web reader's reading beacons, answered with
 * the bytes Express's chain gives them (helmet's headers, the 204, the refusals' envelope and
 * Retry-After, ETag and Vary; rest/__tests__/fast-beacon.test.ts compares the two), without
 * Express's per-request work (prototype swaps, the router walk, helmet's middlewares, the
 * input guard, body-parser) and without a request scope unless the beacon carries an
 * Authorization header. Gives false for a request it does not take; Express then answers.
 *
 * Requests it leaves to Express: any other method or path form (a query string, a trailing
 * slash, another case), and a content-encoded body (body-parser inflates those).
 */
export function fastBeacon(
  options: FastReadsOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/reading/beacon') return false;
    if (req.headers['content-encoding'] !== undefined) return false;
    serve(options, req, res).catch((error: unknown) => refuse(options, req, res, error));
    return true;
  };
}

async function serve(
  options: FastReadsOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { deps } = options;
  // helmet's headers first, as Express's chain sets them before the route runs.
  for (const [name, value] of options.securityHeaders) res.setHeader(name, value);
  const body = await readBody(req, LIMITS.analytics.beaconMaxBytes);
  const ip = proxyaddr(req, options.trustProxy);
  const authorization = req.headers.authorization;
  // A stale or unknown session is no refusal here: the reading counts as anonymous.
  const viewerId =
    authorization === undefined
      ? null
      : ((await openRequestScope(deps, authorization, ip)).viewer?.id ?? null);
  await publicRecordingOf(deps).beacon(
    body,
    readingClientOf({ ip, headers: req.headers }),
    viewerId,
  );
  // No body and no Content-Type: compression() leaves a 204 as it is.
  res.statusCode = 204;
  res.end();
}

/**
 * The body as `express.raw` reads it (undefined when the request says it has none), refused
 * past `limit` bytes: at once when the Content-Length says so, else as soon as the bytes read
 * pass it. What follows a refusal is read and dropped, never kept, so the connection stays
 * usable as it does after Express's refusal.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const declared = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && declared === undefined)
    return Promise.resolve(undefined);
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(tooLargeBody());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = (error: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      // Flowing without a listener: the rest of the body is dropped as it arrives.
      req.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) stop(tooLargeBody());
      else chunks.push(chunk);
    };
    const onEnd = () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length));
    req.on('data', onData);
    req.on('end', onEnd);
    // A client gone mid-body (or cut off by the stalled-body watch) ends the wait.
    req.once('close', () => {
      if (!req.complete) stop(unreadBody());
    });
    req.once('error', (error) => stop(Object.assign(error, { status: 400 })));
  });
}

/** A refusal as the beacon's Express route answers it; anything else as the v1 fast paths do. */
function refuse(
  options: FastReadsOptions,
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
): void {
  const refusal = beaconRefusalOf(error);
  if (!refusal || res.headersSent) {
    sendError(options, req, res, error);
    return;
  }
  // Express runs compression() on every answer: on a JSON one it adds Vary (and compresses
  // past its threshold, which these short texts never reach).
  options.compress(req, res, () => undefined);
  if (refusal.retryAfter !== undefined) res.setHeader('Retry-After', refusal.retryAfter);
  const body = Buffer.from(JSON.stringify({ status: 'fail', message: refusal.message }));
  sendJsonBytes(options, req, res, refusal.status, body, options.etag?.(body));
}
