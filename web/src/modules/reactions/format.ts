import { formatWhole } from '../../ui/formatNumber';

/** 1234 -> "1,234"; 12345 -> "12.3k": short enough for a card, exact below ten thousand. */
export function formatCount(n: number): string {
  if (n < 10_000) return formatWhole(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 100_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}

/** "4.3" from the API's average (null: not rated yet). */
export const formatAverage = (average: number) => average.toFixed(1);
