import type { Db } from '../../db/sql';
import { LIMITS } from '../../config/limits';
import type { MediaStorage } from '../../storage/storage';
import type { Logger } from '../../shared/logger';
import { imageReferences } from './media.queries';
import { IMAGE_PRESETS } from './image-processor';
import { keysOf, variantKey } from './media-keys';
import type { StoredImage } from './stored-image.embeddable';

/** Folders the sweep owns: everything under them must be referenced by a row. */
export const SWEPT_PREFIXES = ['works/', 'user-profile-resources/'] as const;

export interface SweepResult {
  scanned: number;
  deleted: string[];
}

/** Any preset's derivative widths: a pending image claims those narrower than itself. */
const ALL_DERIVATIVE_WIDTHS = [
  ...new Set(Object.values(IMAGE_PRESETS).flatMap((p) => p.variantWidths)),
];

/**
 * Every stored key a row references (originals and WebP derivatives). An image whose
 * derivatives are pending also claims the ones its job is about to write: the job stores
 * them before it records them on the row, so they must never look orphaned in between.
 */
async function referencedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { key, variants, width, pending } of await imageReferences(db)) {
    if (!key) continue;
    const widths =
      typeof variants === 'string'
        ? (JSON.parse(variants) as number[])
        : (variants as number[] | null);
    for (const k of keysOf({ key, variantWidths: widths } as StoredImage)) keys.add(k);
    if (pending)
      for (const w of ALL_DERIVATIVE_WIDTHS.filter((v) => v < Number(width)))
        keys.add(variantKey(key, w));
  }
  return keys;
}

/**
 * Deletes stored files under works/ and user-profile-resources/ that no row references
 * and that are older than the grace period (so an upload whose transaction is still
 * running is never touched). Safe to run at any time, from main or from a test.
 */
export async function sweepOrphanMedia(
  db: Db,
  storage: MediaStorage,
  options: { graceMs?: number; now?: Date; log?: Logger } = {},
): Promise<SweepResult> {
  const graceMs = options.graceMs ?? LIMITS.mediaSweepGraceMinutes * 60_000;
  const cutoff = (options.now ?? new Date()).getTime() - graceMs;
  // List first, then read the references: a file stored after the listing is not a candidate,
  // and one whose row commits before the reference query is seen as referenced.
  const candidates: string[] = [];
  let scanned = 0;
  for (const prefix of SWEPT_PREFIXES) {
    for await (const item of storage.list(prefix)) {
      scanned += 1;
      if (item.lastModified.getTime() <= cutoff) candidates.push(item.key);
    }
  }
  if (candidates.length === 0) return { scanned, deleted: [] };
  const referenced = await referencedKeys(db);
  const deleted = candidates.filter((key) => !referenced.has(key));
  if (deleted.length > 0) {
    await storage.delete(deleted);
    options.log?.info(`media sweep deleted ${deleted.length} orphaned file(s)`);
  }
  return { scanned, deleted };
}
