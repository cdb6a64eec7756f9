import crypto from 'node:crypto';
import { type Db, rows, exec } from '../../db/sql';
import { recordingQueries as queries } from './recording.queries';

/** A UTC day as `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDay(at);
}

/**
 * The daily salts of reader hashes. A day's salt is made by whichever process needs it first
 * (insert, or keep the one already there) and then cached in memory; only today's and
 * yesterday's are kept, here and in the table (the maintenance job deletes older ones), so a
 * hash of an older day cannot be recomputed from anything kept.
 */
export class DailySalts {
  private readonly cache = new Map<string, Promise<Buffer>>();
  /** The salts read so far, for `known` (a subset of `cache`'s keys). */
  private readonly loaded = new Map<string, Buffer>();

  async of(db: Db, day: string, today = utcDay(new Date())): Promise<Buffer> {
    const yesterday = addDays(today, -1);
    for (const kept of this.cache.keys())
      if (kept !== today && kept !== yesterday) {
        this.cache.delete(kept);
        this.loaded.delete(kept);
      }
    let found = this.cache.get(day);
    if (!found) {
      found = load(db, day);
      this.cache.set(day, found);
      found.then(
        (salt) => {
          if (this.cache.get(day) === found) this.loaded.set(day, salt);
        },
        // A failed read is not kept: the next batch tries again.
        () => this.cache.delete(day),
      );
    }
    return found;
  }

  /**
   * Day `day`'s salt if it was read already and the day is today (`today`, UTC) or
   * yesterday; otherwise undefined, and the caller hashes later with `of`.
   */
  known(day: string, today: string): Buffer | undefined {
    if (day !== today && day !== addDays(today, -1)) return undefined;
    return this.loaded.get(day);
  }
}

async function load(db: Db, day: string): Promise<Buffer> {
  await exec(db, queries.insertSalt, [day, crypto.randomBytes(32).toString('hex')]);
  const [row] = await rows<{ salt: string }>(db, queries.salt, [day]);
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return Buffer.from(row.salt, 'hex');
}

/** `sha256(salt || identity)`, hex: the reader hash of one day. */
export const readerHash = (salt: Buffer, identity: string): string =>
  crypto.createHash('sha256').update(salt).update(identity).digest('hex');
