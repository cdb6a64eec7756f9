/**
 * What the built index.html asks for before a page's first paint. A server-rendered page has
 * its content in the HTML; its first paint needs the styles and the first image, not the
 * script, which only makes the page interactive (hydration).
 *
 * - The stylesheet is inline (a `<style>`), not linked: a linked one holds the first paint
 *   until it has come in a request of its own after the HTML, one more round trip on a phone.
 *   About 7 KB of gzip more in each page's HTML; navigations inside the app load no HTML.
 *   The link stays behind it, `disabled` (neither fetched nor applied): the app's lazy chunks
 *   name the entry's stylesheet among their dependencies, and Vite's loader adds a link for a
 *   dependency unless the document already has one. Without the marker the first page chunk
 *   fetched the 30 KB again, parsed it and restyled the whole page in one long task (30-55 ms
 *   unthrottled) while hydration began.
 * - The entry script is fetched at low priority, so the page's first image (eager, high
 *   priority) comes ahead of it.
 */

/** `<link rel="stylesheet" … href="…">` as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Puts each stylesheet link of `html` behind a `<style>` with the file's text, and disables the
 * link (see above). `cssOf` gives the text of a linked file, or undefined for a file it does not
 * know (the link then stays as it is).
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | undefined) {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = cssOf(href);
    if (css === undefined) return link;
    // Only `</style` can end the element early; a stylesheet never needs it (a string could
    // spell it `<\/style`), so one that has it is a build error, not a broken page.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", it cannot be inlined`);
    return `<style>${css.trim()}</style>${link.replace(/\s*\/?>$/, ' disabled>')}`;
  });
}

/** `<script type="module" … src="…">` as Vite writes the entry into index.html. */
const MODULE_SCRIPT =
  /<script\b(?=[^>]*\btype="module")(?![^>]*\bfetchpriority=)([^>]*\bsrc="[^"]+"[^>]*)>/g;

/** Gives each module script with a `src` `fetchpriority="low"` (one that has a priority keeps it). */
export function lowerScriptPriority(html: string) {
  return html.replace(
    MODULE_SCRIPT,
    (_script, attributes: string) => `<script${attributes} fetchpriority="low">`,
  );
}
