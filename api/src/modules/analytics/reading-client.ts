import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/** What the recording needs to know about the client of a request; nothing of it is stored as is. */
export interface ReadingClient {
  /** The client's address (after the trusted proxies). */
  ip: string;
  userAgent: string;
  /** `DNT: 1` or `Sec-GPC: 1`: the reading counts, without a reader hash. */
  optedOut: boolean;
  /** The request's Referer header (CBZ and OPDS; the beacon sends its own). */
  referrer: string | null;
  /**
   * The browser says another site's page sent it (`Sec-Fetch-Site: cross-site`): a beacon
   * from there is someone else's script counting its visitors as our readers.
   */
  crossSite: boolean;
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/** The ReadingClient of a request (Express's `req.ip` already applies TRUST_PROXY). */
export function readingClientOf(req: { ip?: string; headers: IncomingHttpHeaders }): ReadingClient {
  return {
    ip: req.ip ?? 'unknown',
    userAgent: header(req.headers, 'user-agent'),
    optedOut: header(req.headers, 'dnt') === '1' || header(req.headers, 'sec-gpc') === '1',
    referrer: header(req.headers, 'referer') || null,
    crossSite: header(req.headers, 'sec-fetch-site') === 'cross-site',
  };
}

/**
 * Crawlers, link previews, monitors and scripts are not readers: `isbot`'s list (kept up to
 * date by its maintainers), and a request without a user agent, which no browser sends.
 */
export const isBotClient = (client: Pick<ReadingClient, 'userAgent'>): boolean =>
  client.userAgent === '' || isbot(client.userAgent);

/**
 * Who read, for the day's reader hash: the signed-in user, else address and user agent; null
 * when the client opted out (then nothing identifies the reader, not even hashed).
 */
export function readerIdentity(
  client: Pick<ReadingClient, 'ip' | 'userAgent' | 'optedOut'>,
  userId: number | null,
): string | null {
  if (client.optedOut) return null;
  return userId !== null ? `u:${userId}` : `ip:${client.ip}|ua:${client.userAgent}`;
}

/** The host a URL names, lower-case and without `www.`; null for anything but http(s). */
function hostOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return (host.startsWith('www.') ? host.slice(4) : host) || null;
}

/**
 * The referrer as it is kept: its host only (lower-case, no `www.`, so `https://www.Example.com/a?b`
 * is `example.com`), never the path or query; null when there is none, it is not a web
 * address, or it is this site (moving between our own pages is not a referral).
 */
export function referrerDomain(
  referrer: string | null | undefined,
  publicUrl: string,
): string | null {
  if (!referrer) return null;
  const host = hostOf(referrer);
  if (!host || host.length > 253) return null;
  return host === hostOf(publicUrl) ? null : host;
}
