import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { AppDeps } from '../app-deps';
import type { ApiRateLimit } from '../shared/api-rate-limit';
import type { Logger } from '../shared/logger';
import { openRequestScope } from '../scope/request-scope';
import { publicReadingOf } from '../scope/services';
import type { ReadingService } from '../modules/reading/reading.service';
import type { User } from '../modules/users/user.entity';
import { presentV1ReadBook } from './v1-presenters/book';
import { presentV1Reader } from './v1-presenters/issue';
import { v1ErrorAnswer } from './envelope';
import { v1ReadRefusal } from './scope.middleware';

/** Node's `(req, res, next)` middleware shape (helmet, compression). */
export type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Header name and value, in the order they are set. */
export type HeaderList = readonly (readonly [string, string | number | readonly string[]])[];

/**
 * The headers a middleware sets on every answer, in its order, taken once from a run against
 * a stand-in response: helmet's are the same for every request, so the fast reads set the
 * captured list instead of running helmet's fourteen middlewares per request.
 */
export function headersSetBy(middleware: NodeMiddleware): HeaderList {
  const set = new Map<string, readonly [string, string | number | readonly string[]]>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), [name, value]);
      return response;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
    getHeader: (name: string) => set.get(name.toLowerCase())?.[1],
    hasHeader: (name: string) => set.has(name.toLowerCase()),
  };
  let finished = false;
  const request = { method: 'GET', url: '/', headers: {} } as IncomingMessage;
  middleware(request, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  // A middleware that answers later (or per request) cannot be captured.
  if (!finished) throw new Error('headersSetBy: the middleware did not finish synchronously');
  return [...set.values()];
}

export interface FastReadsOptions {
  deps: AppDeps;
  /** helmet's headers (headersSetBy), set first as Express's chain does. */
  securityHeaders: HeaderList;
  /** The `/api` rate limit, and whether it is on (it counts in PostgreSQL when it is). */
  rateLimit: ApiRateLimit;
  rateLimitOn: boolean;
  /** Express's compiled `trust proxy` setting, for the client address. */
  trustProxy: (address: string, hop: number) => boolean;
  /** Express's `etag fn` (a weak ETag of the body), so the answers carry the same ETag. */
  etag: ((body: Buffer, encoding?: BufferEncoding) => string | undefined) | undefined;
  /** The same `compression()` middleware Express runs. */
  compress: NodeMiddleware;
  log: Logger;
}

/**
 * `GET|HEAD /api/v1/read/:slug/book/:id` and `.../issue/:n` only, in their plain form: a slug
 * of unreserved characters (nothing to decode or refuse), ids without leading zeros well
 * inside their columns, no query string. Any other form goes to Express, which answers it as
 * before (400s, 404s, the case-insensitive and trailing-slash matches).
 */
const READ_PATH =
  /^\/api\/v1\/read\/[A-Za-z0-9._~-]+\/book\/([1-9]\d{0,8})(?:\/issue\/([1-9]\d{0,3}))?$/;

/**
 * `path`'s match when `req` is a read a fast path may answer: GET or HEAD, not conditional
 * (Express answers 304s), no body; null otherwise.
 */
export function plainRead(req: IncomingMessage, path: RegExp): RegExpExecArray | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const match = path.exec(req.url ?? '');
  if (!match) return null;
  const { headers } = req;
  if (
    headers['if-none-match'] !== undefined ||
    headers['if-modified-since'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    Number(headers['content-length'] ?? 0) > 0
  )
    return null;
  return match;
}

/**
 * The v1 reader and book record ahead of Express: the two hottest v1 reads, answered with
 * the bytes Express's chain gives them (the same headers in the same order, the same ETag,
 * compression, rate limit, scope checks and error envelope; rest/__tests__/fast-reads.test.ts
 * compares the two), without Express's per-request work (prototype swaps, the router walk,
 * helmet's middlewares, the input guard) and, for a caller without an Authorization header,
 * without a request scope. Gives false for a request it does not take; Express then answers.
 *
 * Requests it leaves to Express: any other path form, a conditional request (If-None-Match,
 * If-Modified-Since: Express answers 304), a request with a body.
 */
export function fastReads(
  options: FastReadsOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const match = plainRead(req, READ_PATH);
    if (!match) return false;
    const bookId = Number(match[1]);
    const issueNumber = match[2] === undefined ? undefined : Number(match[2]);
    serve(options, req, res, bookId, issueNumber).catch((error: unknown) =>
      sendError(options, req, res, error),
    );
    return true;
  };
}

async function serve(
  options: FastReadsOptions,
  req: IncomingMessage,
  res: ServerResponse,
  bookId: number,
  issueNumber: number | undefined,
): Promise<void> {
  const { deps } = options;
  // Express's order: compression wraps the response, helmet sets its headers, the rate limit
  // counts. Without Accept-Encoding (and without a 429 to vary) compression only adds Vary,
  // which `send` does itself.
  if (req.headers['accept-encoding'] !== undefined || options.rateLimitOn)
    options.compress(req, res, () => undefined);
  for (const [name, value] of options.securityHeaders) res.setHeader(name, value);
  if (options.rateLimitOn) {
    const ip = proxyaddr(req, options.trustProxy);
    if (!(await options.rateLimit.admit(ip, res))) return;
  }
  let reading: ReadingService;
  let viewer: User | null = null;
  const authorization = req.headers.authorization;
  if (authorization === undefined) {
    reading = publicReadingOf(deps);
  } else {
    const scope = await openRequestScope(deps, authorization, proxyaddr(req, options.trustProxy));
    const refusal = v1ReadRefusal(scope);
    if (refusal) throw refusal;
    reading = scope.services.reading;
    viewer = scope.viewer;
  }
  const body =
    issueNumber === undefined
      ? {
          status: 'success',
          book: presentV1ReadBook(await reading.requireBookRecord(bookId), deps.media),
        }
      : {
          status: 'success',
          ...presentV1Reader(await reading.readerIssue(bookId, issueNumber, viewer), deps.media),
        };
  send(options, req, res, 200, body);
}

export function sendError(
  options: FastReadsOptions,
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const answer = v1ErrorAnswer(error, options.log, { method: req.method, path: req.url });
  if (answer.retryAfter !== undefined) res.setHeader('retry-after', answer.retryAfter);
  send(options, req, res, answer.status, answer.body);
}

/** What Express's `res.status(status).json(body)` does, header for header. */
function send(
  options: FastReadsOptions,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: object,
): void {
  const buffer = Buffer.from(JSON.stringify(body));
  sendJsonBytes(options, req, res, status, buffer, options.etag?.(buffer));
}

/** `send` of a body already encoded, with its ETag (`options.etag` of `buffer`). */
export function sendJsonBytes(
  options: FastReadsOptions,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  buffer: Buffer,
  tag: string | undefined,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(buffer.length));
  if (tag) res.setHeader('ETag', tag);
  // compression() adds it to every JSON answer when it runs; when it did not, add it here.
  if (!wrapped(req, options)) res.setHeader('Vary', 'Accept-Encoding');
  if (req.method === 'HEAD') res.end();
  else res.end(buffer);
}

const wrapped = (req: IncomingMessage, options: FastReadsOptions) =>
  req.headers['accept-encoding'] !== undefined || options.rateLimitOn;
