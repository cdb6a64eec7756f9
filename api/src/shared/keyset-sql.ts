import type { ListSlice } from './paging';

/**
 * SQL fragments of the keyset (seek) orders "by created at, then id" that the connections
 * use (shared/paging.ts has the slices): the cursor keeps the timestamp exactly, in
 * microseconds (a JS Date would drop them and a crawl could skip or repeat rows created in
 * the same millisecond).
 */

/** Microseconds since the epoch of a timestamptz, exact (the keyset value of "newest first"). */
export const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint`;

/** The timestamptz of a microseconds parameter (exact: below 2^53). */
export const fromMicros = (param: string) =>
  `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/** The statement values `$2..$5` of a slice (`$1` is the list's owner). */
export const sliceValues = (slice: ListSlice) => [
  slice.after?.[0] ?? null,
  slice.after?.[1] ?? null,
  slice.limit,
  slice.offset,
];
