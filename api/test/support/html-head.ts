/**
 * A small reader of the server-rendered head for tests: the `<head>` element's title, meta
 * tags, links and JSON-LD, with HTML entities decoded. It reads the well-formed output of
 * web-head/head-html.ts; anything it cannot read fails the test that uses it.
 */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attrs[m[1]] = decode(m[2]);
  // Boolean attributes (the server's data-server-head mark) are left out.
  return attrs;
}

export interface ParsedHead {
  /** The head's raw HTML. */
  raw: string;
  titles: string[];
  /** `name` or `property` -> every content given for it. */
  meta: Record<string, string[]>;
  links: Record<string, string>[];
  /** Every `<script>` element's type attribute (undefined when absent). */
  scriptTypes: (string | undefined)[];
  /** Each JSON-LD block, JSON.parse'd. */
  jsonLd: Record<string, unknown>[];
  /** The one value of a meta tag (fails when missing or repeated). */
  one: (key: string) => string;
}

export function parseHead(html: string): ParsedHead {
  const match = /<head>([\s\S]*?)<\/head>/i.exec(html);
  if (!match) throw new Error('no <head> element');
  const raw = match[1];
  const titles = [...raw.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]));
  const meta: Record<string, string[]> = {};
  for (const m of raw.matchAll(/<meta\b[^>]*>/g)) {
    const a = attributes(m[0]);
    const key = a.name ?? a.property;
    if (key && a.content !== undefined) (meta[key] ??= []).push(a.content);
  }
  const links = [...raw.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]));
  const scripts = [...raw.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const scriptTypes = scripts.map((m) => attributes(m[1]).type);
  const jsonLd = scripts
    .filter((m) => attributes(m[1]).type === 'application/ld+json')
    .map((m) => JSON.parse(m[2]) as Record<string, unknown>);
  const one = (key: string) => {
    const values = meta[key] ?? [];
    if (values.length !== 1) throw new Error(`meta ${key}: ${values.length} values`);
    return values[0];
  };
  return { raw, titles, meta, links, scriptTypes, jsonLd, one };
}
