/** Escapes `%`, `_` and `\` so user text matches literally inside a SQL `like` pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Escapes text for HTML (mails, and v1 fields the v1 client inserts unescaped). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
