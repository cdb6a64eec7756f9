import LinkifyIt from 'linkify-it';
import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput } from '../../shared/app-error';
import { escapeHtml } from '../../shared/escape';
import { sitePaths } from '../../shared/site-urls';

/**
 * A comment is stored as the plain text its author wrote. What readers see is made from it
 * here, on the server, as segments (text, link, mention) that every client renders as text
 * nodes and anchors: nothing in a comment is ever markup. Links are found with linkify-it (it
 * knows the top-level domains and Unicode hosts a hand-written pattern gets wrong) and only
 * http(s) links become links; a `javascript:` or `data:` text stays text.
 */

/** The rel of every link in a comment: not endorsed, user content, no window.opener. */
export const COMMENT_LINK_REL = 'nofollow ugc noopener';

export type CommentSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'mention'; text: string; username: string; userId: number };

const linkify = new LinkifyIt();
// No e-mail addresses, ftp or protocol-relative links: only the web's own http(s).
linkify.set({ fuzzyEmail: false });
linkify.add('mailto:', null);
linkify.add('ftp:', null);
linkify.add('//', null);

const HTTP_URL = /^https?:\/\//i;
/** `@name` after the start or a character that cannot be part of a name or an e-mail. */
const MENTION = /(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]+)/g;

/** A name as written, without the punctuation that ends a sentence (`@bob.` is bob). */
const mentionName = (raw: string): string => raw.replace(/[.-]+$/, '');

/** The body as stored: line endings made `\n`, trimmed; empty or too long is BAD_USER_INPUT. */
export function normalizeBody(raw: string): string {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (body.length === 0) throw badInput(MESSAGES.commentEmpty, 'body');
  if (body.length > LIMITS.comment.bodyMax)
    throw badInput(MESSAGES.commentTooLong(LIMITS.comment.bodyMax), 'body');
  return body;
}

/** The first characters of the plain text, for notifications and webhooks (whitespace folded). */
export function excerptOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const max = LIMITS.comment.excerptMax;
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** The distinct usernames a body mentions (as written, lower-cased for lookups), at most `mentionsMax`. */
export function mentionedNames(body: string): string[] {
  const names = new Set<string>();
  for (const part of linkSplit(body)) {
    if (part.kind !== 'text') continue;
    for (const m of part.text.matchAll(MENTION)) {
      const name = mentionName(m[2]);
      if (name.length >= LIMITS.usernameMin && name.length <= LIMITS.usernameMax)
        names.add(name.toLowerCase());
      if (names.size >= LIMITS.comment.mentionsMax) return [...names];
    }
  }
  return [...names];
}

/** The body split into text and http(s) links. */
function linkSplit(
  body: string,
): ({ kind: 'text'; text: string } | { kind: 'link'; text: string; url: string })[] {
  const parts: ({ kind: 'text'; text: string } | { kind: 'link'; text: string; url: string })[] =
    [];
  let at = 0;
  for (const match of linkify.match(body) ?? []) {
    if (!HTTP_URL.test(match.url)) continue;
    if (match.index > at) parts.push({ kind: 'text', text: body.slice(at, match.index) });
    parts.push({ kind: 'link', text: match.text, url: match.url });
    at = match.lastIndex;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}

/**
 * The body as segments. `users` maps lower-cased usernames to the mentioned accounts that may
 * be linked (active ones); other `@names` stay text.
 */
export function commentSegments(
  body: string,
  users: ReadonlyMap<string, { id: number; username: string }>,
): CommentSegment[] {
  const out: CommentSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += text;
    else out.push({ kind: 'text', text });
  };
  for (const part of linkSplit(body)) {
    if (part.kind === 'link') {
      out.push(part);
      continue;
    }
    let at = 0;
    for (const m of part.text.matchAll(MENTION)) {
      const name = mentionName(m[2]);
      const user = users.get(name.toLowerCase());
      if (!user) continue;
      const start = (m.index ?? 0) + m[1].length;
      pushText(part.text.slice(at, start));
      out.push({ kind: 'mention', text: `@${name}`, username: user.username, userId: user.id });
      at = start + 1 + name.length;
    }
    pushText(part.text.slice(at));
  }
  return out;
}

/**
 * The segments as HTML for clients that show server-made markup (and the server's own pages):
 * every text escaped, links with `COMMENT_LINK_REL`, mentions to the profile, line breaks kept.
 */
export function commentHtml(segments: readonly CommentSegment[]): string {
  return segments
    .map((s) => {
      const text = escapeHtml(s.text).replace(/\n/g, '<br>');
      if (s.kind === 'link')
        return `<a href="${escapeHtml(s.url)}" rel="${COMMENT_LINK_REL}" target="_blank">${text}</a>`;
      if (s.kind === 'mention')
        return `<a href="${escapeHtml(sitePaths.profile(s.username))}">${text}</a>`;
      return text;
    })
    .join('');
}
