import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES } from '../config/limits';

/**
 * A request whose body stops arriving (a client that stalls mid-upload) would otherwise hold
 * its parser, temp file and socket until Node's whole-request timeout. When no byte of the
 * body arrives for `idleMs`, the request is answered 408 and its connection closed; the body
 * parsers then see an interrupted request and clean up (rest/multipart.ts, the GraphQL upload
 * parser). The watch ends with the body, so slow work after it (image processing) is not cut.
 */
export function cancelStalledBodies(
  req: IncomingMessage,
  res: ServerResponse,
  idleMs: number,
  shape: 'v1' | 'graphql',
): void {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (idleMs <= 0 || !hasBody || req.complete) return;
  req.setTimeout(idleMs, () => {
    if (req.complete) {
      req.setTimeout(0);
      return;
    }
    if (res.headersSent) {
      req.destroy();
      return;
    }
    const message = MESSAGES.bodyStalled(Math.round(idleMs / 100) / 10);
    const body = JSON.stringify(
      shape === 'graphql'
        ? { errors: [{ message, extensions: { code: 'REQUEST_TIMEOUT' } }] }
        : { status: 'fail', message },
    );
    res.statusCode = 408;
    res.shouldKeepAlive = false;
    res.setHeader('connection', 'close');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(body));
    // The request, not only its socket: once answered it is detached from the socket, and only
    // its own 'close' tells the body parsers to stop and remove their temp files.
    res.end(body, () => req.destroy());
  });
  // Socket timeouts outlive the request on a kept-alive connection: end this one with the body.
  req.once('end', () => req.setTimeout(0));
  req.once('close', () => req.setTimeout(0));
}
