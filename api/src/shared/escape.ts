// Every escaper for text the server writes into markup or a script: HTML (mails, message pages,
// the server-rendered head, v1 fields the v1 client inserts unescaped), XML (Atom, OPDS,
// sitemaps, ComicInfo) and JSON inside a <script> element. A new output format adds its
// escaper here.

const HTML_SPECIAL = /[&<>"']/g;
const NAMED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML element content and quoted attributes: `& < > " '`. Numeric references
 * (`&#38;`) by default, as mails and the v1 API have always sent them; `named` (`&amp;`) is the
 * spelling of the server-rendered head. Both read back the same in any HTML parser.
 */
export function escapeHtml(text: string, spelling: 'numeric' | 'named' = 'numeric'): string {
  return spelling === 'named'
    ? text.replace(HTML_SPECIAL, (c) => NAMED[c])
    : text.replace(HTML_SPECIAL, (c) => `&#${c.charCodeAt(0)};`);
}

const XML_SPECIAL: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** XML text/attribute escaping; characters XML 1.0 cannot carry at all are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (c) => XML_SPECIAL[c])
  );
}

/**
 * JSON for a `<script>` element (JSON-LD): `<`, `>` and `&` become `\u003c`-style escapes (so
 * `</script>` or `<!--` cannot appear), as do U+2028 and U+2029. JSON.parse reads the same
 * value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
