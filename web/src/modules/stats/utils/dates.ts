import { RANGE_ERRORS } from '../texts';

/** Stats count whole UTC days; a range may cover at most this many (the API refuses more). */
export const MAX_RANGE_DAYS = 366;
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_PRESET: PresetDays = 30;

export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in UTC as YYYY-MM-DD (the days the API counts in). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day as UTC milliseconds, or null when it is not a real date. */
export function parseDay(day: string): number | null {
  if (!DAY_RE.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: a real date prints back unchanged.
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

export function addDays(day: string, days: number): string {
  const ms = parseDay(day);
  if (ms === null) throw new Error(`not a day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function presetRange(days: number, today: string = todayUtc()): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Days in a range, both ends included. */
export function rangeLength({ from, to }: DayRange): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return a === null || b === null ? 0 : Math.round((b - a) / DAY_MS) + 1;
}

/** Why a custom range cannot be asked for, or null when it can. */
export function rangeError(range: DayRange, today: string = todayUtc()): string | null {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (from === null || to === null) return RANGE_ERRORS.format;
  if (from > to) return RANGE_ERRORS.order;
  if (range.to > today) return RANGE_ERRORS.future;
  if (rangeLength(range) > MAX_RANGE_DAYS) return RANGE_ERRORS.tooLong(MAX_RANGE_DAYS);
  return null;
}

/** A day as the charts' x value (seconds since the epoch, as uPlot takes time). */
export function dayToSeconds(day: string): number {
  return (parseDay(day) ?? 0) / 1000;
}
