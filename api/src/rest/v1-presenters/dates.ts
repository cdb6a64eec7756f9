/** v1 timestamps are ISO strings, or null when unset. */
export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
