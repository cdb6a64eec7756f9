import { formatCompact, formatWhole } from '../../../ui/formatNumber';
import { STATS_TEXTS } from '../texts';

export { formatWhole };

/** "12.3K reads" (the exact figure goes in a title or a table). */
export function formatReads(n: number): string {
  return STATS_TEXTS.reads(formatCompact(n), n);
}

// Made on first use: only the Stats page shows shares, and a formatter is dear to create.
let percent: Intl.NumberFormat | undefined;

/** 0.4567 -> "45.7%". */
export function formatShare(share: number): string {
  percent ??= new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
  return percent.format(share);
}
