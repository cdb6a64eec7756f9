import type { RequestHandler } from 'express';
import { MESSAGES } from '../config/limits';
import { findUnstorableText } from '../shared/unstorable-text';

/**
 * The Express side's first look at every request (v1, OPDS, feeds, downloads, media, the web
 * app): a path segment that is not valid percent-encoded UTF-8, or a path segment or query
 * value with a character text cannot hold, is a 400 before any route or database sees it.
 * Bodies are checked where they are parsed (rest/scope.middleware.ts `handle`,
 * rest/multipart.ts); GraphQL checks its own (graphql/input-text-plugin.ts).
 */
export const inputGuard: RequestHandler = (req, res, next) => {
  let message: string | undefined;
  for (const segment of req.path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      message = MESSAGES.badPercentEncoding;
      break;
    }
    if (findUnstorableText(decoded, 'path')) {
      message = MESSAGES.unstorableText('path');
      break;
    }
  }
  const field = message ? undefined : findUnstorableText({ ...req.query }, 'query');
  if (field) message = MESSAGES.unstorableText(field);
  if (!message) {
    next();
    return;
  }
  res.status(400).json({ status: 'fail', message });
};
