import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy of every /media answer. Stored files are only ever shown as
 * images (<img>, CSS), where a response's CSP does not apply; a file opened directly as a
 * document (an SVG, or bytes a browser might take for HTML) loads nothing and runs nothing.
 */
export const MEDIA_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** nosniff and MEDIA_CSP on /media answers, files and 404s alike (helmet runs after media). */
export const mediaHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('content-security-policy', MEDIA_CSP);
  next();
};
