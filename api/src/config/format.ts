// Numbers as the site writes them in texts and on cards. Re-exported by limits.ts.

/** 1536 -> '1.5K', 2_000_000 -> '2M' (subscriber counts are shown abbreviated: K, M, B, T). */
export function abbreviateCount(n: number): string {
  const units = ['', 'K', 'M', 'B', 'T'];
  let value = n;
  let unit = 0;
  while (Math.abs(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : String(Math.floor(value * 10) / 10);
  return `${text}${units[unit]}`;
}

/** '1 MB', '2 MB' for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
