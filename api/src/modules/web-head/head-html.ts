/**
 * Turns a page's head description into HTML for the server-rendered `<head>` (links that
 * preview). Every text and attribute is escaped here, and JSON-LD is escaped so that no
 * value can close its `<script>` element; nothing else writes head markup.
 */
import { escapeHtml as escapeHtmlAs, scriptJson } from '../../shared/escape';

export const SITE_NAME = 'Panelhouse Comics';
export const SITE_DESCRIPTION =
  'Panelhouse Comics: a celebration of American comic books. Upload your own comics and read all comics for free.';

export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

export interface PageHead {
  /** The page's own title; the document title adds the site name (as the web's pageTitle). */
  title?: string;
  description: string;
  /** Absolute URL, or none (the home of a route without one: noindex pages, 404). */
  canonical?: string;
  /** Absolute URL of the preview image (a cover, a profile photo). */
  image?: string;
  imageAlt?: string;
  ogType: 'website' | 'book' | 'profile';
  noIndex?: boolean;
  links?: HeadLink[];
  jsonLd?: object[];
}

/** The document title, in the web's format (web/src/ui/usePageMeta.ts pageTitle). */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: read and publish comics for free`;
}

/** As the web's metaDescription: whitespace flattened, cut around 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The head has always spelled its references by name (`&amp;`). */
const escapeHtml = (text: string) => escapeHtmlAs(text, 'named');

/**
 * Marks the elements that describe only the first page (canonical, Open Graph, Twitter, feeds,
 * JSON-LD, robots): the web removes them on its first client-side navigation
 * (web/src/ui/useServerHeadCleanup.ts). The title and description it updates in place.
 */
export const SERVER_HEAD_ATTR = 'data-server-head';
const MARK = ` ${SERVER_HEAD_ATTR}`;

const meta = (attr: 'name' | 'property', key: string, content: string, mark = MARK) =>
  `<meta${mark} ${attr}="${key}" content="${escapeHtml(content)}" />`;

const link = (l: HeadLink) =>
  `<link${MARK} rel="${escapeHtml(l.rel)}"${l.type ? ` type="${escapeHtml(l.type)}"` : ''}${
    l.title ? ` title="${escapeHtml(l.title)}"` : ''
  } href="${escapeHtml(l.href)}" />`;

/** The head elements of one page (what replaces the template's default title and description). */
export function renderHead(head: PageHead): string {
  const title = pageTitle(head.title);
  const ogTitle = head.title ?? SITE_NAME;
  const out = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description, ''),
  ];
  if (head.noIndex) out.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) out.push(link({ rel: 'canonical', href: head.canonical }));
  out.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) out.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    out.push(meta('property', 'og:image', head.image));
    if (head.imageAlt) out.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  out.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', ogTitle),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) out.push(meta('name', 'twitter:image', head.image));
  for (const l of head.links ?? []) out.push(link(l));
  for (const data of head.jsonLd ?? [])
    out.push(`<script${MARK} type="application/ld+json">${scriptJson(data)}</script>`);
  return out.join('\n    ');
}

const BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const HEAD_BLOCK_END = '<!--/app-head-->';

/**
 * Puts a rendered head into the web's index.html: between its `<!--app-head-->` and
 * `<!--/app-head-->` markers (web/index.html), else in place of its `<title>`, else before
 * `</head>`. The template's other head elements (icons, manifest, scripts) stay.
 */
export function injectHead(template: string, headHtml: string): string {
  const block = `<!--app-head-->\n    ${headHtml}\n    <!--/app-head-->`;
  if (BLOCK.test(template)) return template.replace(BLOCK, () => block);
  if (/<title>[\s\S]*?<\/title>/i.test(template))
    return template.replace(/<title>[\s\S]*?<\/title>/i, () => headHtml);
  if (/<\/head>/i.test(template)) return template.replace(/<\/head>/i, () => `${headHtml}</head>`);
  return `${headHtml}${template}`;
}

/** The id of the data block with the server render's Apollo cache (web/src/startApp.tsx). */
export const APP_STATE_ID = '__APOLLO_STATE__';

/** The `<link>` elements React writes ahead of a rendered tree (preloads of its first images). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/**
 * Puts a server-rendered page into the template: its markup in `#root` (in place of
 * `<!--app-html-->`) and the cache it was rendered with as a JSON data block (in place of
 * `<!--app-state-->`). A data block, not a script that sets a global: the CSP runs no inline
 * script. `scriptJson` keeps any text in the data from closing the element. The image
 * preloads React puts before the tree go to the head, ahead of the entry's script and
 * stylesheet (at the end of the server head's block), where they are not in the way of
 * hydrating `#root`: the first image is the page's largest paint, and a phone's browser asks
 * for it before the script it does not need. Without a render (null) the markers go and the
 * page is the empty shell.
 */
export function injectApp(template: string, app: { html: string; state: unknown } | null): string {
  if (!app)
    return template.replace('<!--app-html-->', () => '').replace('<!--app-state-->', () => '');
  const links = LEADING_LINKS.exec(app.html)?.[0] ?? '';
  const html = app.html.slice(links.length);
  const state = `<script type="application/json" id="${APP_STATE_ID}">${scriptJson(app.state)}</script>`;
  const headEnd = template.includes(HEAD_BLOCK_END) ? HEAD_BLOCK_END : /<\/head>/i;
  return template
    .replace(headEnd, (end) => `${links}${end}`)
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-state-->', () => state);
}
