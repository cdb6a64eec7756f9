import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import bodyParser from 'body-parser';
import compression from 'compression';
import { processRequest, type UploadOptions } from 'graphql-upload-minimal';
import proxyaddr from 'proxy-addr';
import typeis from 'type-is';
import type { Logger } from '../shared/logger';
import { ErrorCode } from '../shared/error-codes';
import { bodyErrorMessage } from '../shared/body-errors';
import { MESSAGES } from '../config/limits';
import { executeGraphQL, varyOnEncoding, type GraphQLHttpRequest } from './http';
import { wantsGraphQLIde } from './ide-request';
import type { AnonymousAnswerCache } from './answer-cache';

/** Node's `(req, res, next)` middleware shape, as compression and body-parser export it. */
type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const run = (middleware: Middleware, req: IncomingMessage, res: ServerResponse) =>
  new Promise<void>((resolve, reject) =>
    middleware(req, res, (error) => (error ? reject(error) : resolve())),
  );

export interface GraphQLEndpointOptions<TContext extends object> {
  apollo: ApolloServer<TContext>;
  /** The request's context (scope) for a client at `ip`. */
  context: (req: IncomingMessage, ip: string) => Promise<TContext>;
  /** Which proxies to trust for the client address (Express's compiled `trust proxy` setting). */
  trustProxy: (address: string, hop: number) => boolean;
  uploads: UploadOptions;
  jsonLimit: string;
  log: Logger;
  /** Answers a browser opening /graphql (ide-request.ts): the GraphiQL page of graphql/ide.ts. */
  ide: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Remembered anonymous search answers (graphql/answer-cache.ts), served ahead of Apollo. */
  answers?: AnonymousAnswerCache;
}

/** `/graphql` and `/graphql/` (any case, any query string): the paths Express's `app.use('/graphql')` took. */
export function isGraphQLPath(url: string | undefined): boolean {
  if (!url) return false;
  const end = url.indexOf('?');
  const path = (end < 0 ? url : url.slice(0, end)).toLowerCase();
  return path === '/graphql' || path === '/graphql/';
}

/**
 * The `/graphql` endpoint on Node's HTTP server, ahead of Express. The steps are the ones
 * Express ran, with the same libraries: `compression`, the upload
 * parser (graphql-upload-minimal) for multipart requests or body-parser's JSON parser
 * otherwise, then Apollo. Its rate limit is the cost budget, charged inside Apollo
 * (graphql/cost-plugin.ts). Failures before Apollo answer in GraphQL's JSON error shape.
 * A browser opening /graphql (GET, Accept: text/html, no `query` parameter) gets the
 * self-hosted GraphiQL page instead (graphql/ide.ts, with its own strict CSP). helmet's
 * headers stay off for GraphQL answers, which are JSON.
 *
 * Why not inside Express: Express 5 swaps the prototypes of every request and response and
 * walks its router; on the book details query that was a third of the API's CPU per
 * request (docs/scaling.md). The REST API, media and the web app stay on Express.
 */
export function graphqlEndpoint<TContext extends object>(
  options: GraphQLEndpointOptions<TContext>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const compress = compression() as Middleware;
  const json = bodyParser.json({ limit: options.jsonLimit }) as Middleware;
  const jsonLimit = byteCount(options.jsonLimit);

  const handle = async (req: GraphQLHttpRequest, res: ServerResponse) => {
    const ip = proxyaddr(req, options.trustProxy);
    const ide = wantsGraphQLIde(req.method, req.url, req.headers.accept);
    // type-is parses the header; a Content-Type without "multipart" in it cannot match.
    const multipart =
      !ide &&
      req.headers['content-type']?.toLowerCase().includes('multipart') === true &&
      Boolean(typeis(req, ['multipart/form-data']));
    // Without Accept-Encoding compression() never compresses (its default is identity); all
    // it does to a JSON answer is add `Vary: Accept-Encoding`, which the JSON paths below add
    // themselves (varyOnEncoding). Its response wrapper and negotiation are skipped there.
    const compressed = req.headers['accept-encoding'] !== undefined || ide || multipart;
    if (compressed) await run(compress, req, res);
    if (ide) {
      await options.ide(req, res);
      return;
    }
    if (multipart) {
      // A request refused before its uploads were read (401, NOT_FOUND...) still has its body
      // piped into the upload parser; once the answer is sent, drop the rest of the body.
      res.once('finish', () => {
        if (!req.complete) {
          req.unpipe();
          req.resume();
        }
      });
      keepParserErrorsHandled(req);
      req.body = await processRequest(req, res, options.uploads).catch((error: unknown) => {
        throw asUploadRequestError(error);
      });
    } else if (plainJsonLength(req, jsonLimit) !== undefined) {
      req.body = await readPlainJson(req);
      if (options.answers && (await options.answers.answer(req, res, ip, !compressed))) return;
    } else {
      await run(json, req, res);
    }
    await executeGraphQL(options.apollo, req, res, () => options.context(req, ip), !compressed);
  };

  return (req, res) => {
    // Every answer here (JSON, errors, the IDE page) is what its content-type says; helmet,
    // which sets this for Express, does not run here.
    res.setHeader('x-content-type-options', 'nosniff');
    handle(req, res).catch((error: unknown) =>
      sendRequestError(error, res, options.log, req.headers['accept-encoding'] === undefined),
    );
  };
}

/** `512kb`, `1mb` (body-parser's units, 1024-based) as a number of bytes; 0 for anything else. */
function byteCount(limit: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(limit.trim());
  if (!match) return 0;
  return Number(match[1]) * { b: 1, kb: 1024, mb: 1024 * 1024 }[match[2].toLowerCase() as 'b'];
}

/**
 * The length of a request body the JSON parser would take without anything to decide: a POST
 * of `application/json` (UTF-8 or no charset), not content-encoded, with a Content-Length
 * within `limit`; undefined for any other (body-parser reads those, with its own checks
 * and error types).
 */
function plainJsonLength(req: IncomingMessage, limit: number): number | undefined {
  if (req.method !== 'POST' || req.headers['content-encoding'] !== undefined) return undefined;
  const type = req.headers['content-type']?.toLowerCase();
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return undefined;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= limit ? length : undefined;
}

/**
 * Reads and parses a body `plainJsonLength` accepted, as body-parser's strict JSON parser
 * does (a leading byte-order mark dropped, an object or an array only) and with its error
 * types, which sendRequestError turns into the same answers. Node's parser ends the body at
 * its Content-Length, so no limit is needed while reading.
 */
function readPlainJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('aborted', () =>
      reject(Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' })),
    );
    req.on('error', reject);
    req.on('end', () => {
      let text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      const first = /\S/.exec(text)?.[0];
      try {
        if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
        resolve(JSON.parse(text));
      } catch (error) {
        reject(Object.assign(error as Error, { status: 400, type: 'entity.parse.failed' }));
      }
    });
  });
}

/**
 * Whatever the upload parser refuses is the request's fault: a boundary busboy cannot find
 * (a plain Error) or a body with neither operations nor files (its own 500) is a 400.
 */
function asUploadRequestError(error: unknown): unknown {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return Object.assign(new Error(MESSAGES.badMultipart), { status: 400, type: 'multipart' });
}

/**
 * graphql-upload-minimal listens for its busboy parser's first 'error' only (`once`), then
 * destroys the parser, and busboy reports an unfinished form as a second 'error': with no
 * listener left, that one would crash the process (a truncated or malformed multipart body).
 * The parser is the only stream the upload parser pipes the request into, so a lasting
 * listener is added there; the request still fails through the upload parser's own first
 * error.
 */
function keepParserErrorsHandled(req: IncomingMessage): void {
  const pipe = req.pipe.bind(req);
  req.pipe = <T extends NodeJS.WritableStream>(destination: T, pipeOptions?: { end?: boolean }) => {
    (destination as unknown as NodeJS.EventEmitter).on('error', () => undefined);
    return pipe(destination, pipeOptions);
  };
}

/**
 * An error before Apollo ran (malformed JSON, oversized body, bad multipart), as GraphQL's
 * JSON error shape: never an HTML page or a stack trace.
 */
function sendRequestError(
  error: unknown,
  res: ServerResponse,
  log: Logger,
  addVary: boolean,
): void {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  if (!clientError) {
    log.error('unexpected error before GraphQL', {
      message: (error as Error)?.message,
      stack: (error as Error)?.stack,
    });
  }
  const message = !clientError
    ? 'Internal server error'
    : status === 413 && type !== 'entity.too.large'
      ? 'The file is too large'
      : bodyErrorMessage(type);
  // BAD_REQUEST and INTERNAL_SERVER_ERROR are GraphQL's own codes for a request it never ran.
  const code = !clientError
    ? 'INTERNAL_SERVER_ERROR'
    : status === 413
      ? ErrorCode.PAYLOAD_TOO_LARGE
      : 'BAD_REQUEST';
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  res.statusCode = clientError ? status : 500;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  // Set twice when compression() wrapped the response: `vary` adds a name once.
  if (addVary) varyOnEncoding(res);
  res.end(body);
}
