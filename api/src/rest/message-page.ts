import type { Response } from 'express';
import { escapeHtml } from '../shared/escape';

/**
 * The answer of a link opened from an email: a tiny HTML page for browsers (with a button that
 * POSTs back when `confirm` is given, so a mail scanner fetching the link changes nothing),
 * or the v1 JSON envelope for API clients. Never indexed or cached.
 */
export function answerMessagePage(
  res: Response,
  status: number,
  message: string,
  confirm?: { action: string; label: string },
): void {
  res.status(status);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex');
  const form = confirm
    ? `<form method="post" action="${escapeHtml(confirm.action)}"><button type="submit">${escapeHtml(confirm.label)}</button></form>`
    : '';
  res.format({
    html: () => {
      res.send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
          `<title>Panelhouse Comics</title></head><body><h1>Panelhouse Comics</h1><p>${escapeHtml(message)}</p>${form}</body></html>`,
      );
    },
    default: () => {
      res.json({ status: status < 400 ? 'success' : 'fail', message });
    },
  });
}
