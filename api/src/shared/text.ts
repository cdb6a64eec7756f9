/** Escapes `%`, `_` and `\` so user text matches literally inside a SQL `like` pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
