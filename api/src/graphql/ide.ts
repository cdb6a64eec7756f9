import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** The IDE's built page in the web app's dist directory (web/graphiql.html, a Vite entry). */
export const IDE_HTML = 'graphiql.html';

/**
 * The IDE page's Content-Security-Policy: everything from this origin (its bundle is in
 * the web build's /assets), no inline or remote script. GraphiQL's editors set inline
 * styles and its CSS embeds fonts and icons as data: URLs.
 */
export const IDE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const IDE_NOT_BUILT =
  'The GraphQL IDE is not built: run `npm run build -w web` (or `npm run build`) and reload. ' +
  'Under `npm run dev`, open http://localhost:5173/graphql instead. ' +
  'The API itself answers here: POST /graphql with a JSON body {"query": "..."}.\n';

/**
 * Serves the self-hosted GraphiQL page (GET /graphql in a browser, see ide-request.ts).
 * The file is read on each request: it is small, rarely asked for, and a web build made
 * while the API runs is picked up without a restart.
 */
export function graphqlIde(
  webDistDir: string,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const file = path.join(webDistDir, IDE_HTML);
  return async (req, res) => {
    let html: Buffer;
    try {
      html = await fs.readFile(file);
    } catch {
      send(req, res, 404, 'text/plain; charset=utf-8', Buffer.from(IDE_NOT_BUILT));
      return;
    }
    res.setHeader('content-security-policy', IDE_CSP);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('cache-control', 'no-cache');
    send(req, res, 200, 'text/html; charset=utf-8', html);
  };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: Buffer,
): void {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.setHeader('content-length', body.length);
  res.setHeader('vary', 'accept');
  res.end(req.method === 'HEAD' ? undefined : body);
}
