import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { formatBytes, LIMITS, MESSAGES, UPLOADS } from '../../config/limits';
import { AppError, badInput, tooLarge } from '../../shared/app-error';
import { naturalSort } from '../../shared/natural-sort';
import {
  newSpoolPath,
  releaseSpoolPath,
  sanitizeName,
  spoolMeter,
  SpoolFullError,
  type SpooledFile,
} from '../media/spool';

/** The pages and ComicInfo.xml of a .cbz/.zip, unpacked to temp files. */
export interface UnpackedArchive {
  /** Every page entry in natural name order, spooled (originalName: the entry's file name). */
  pages: SpooledFile[];
  /** The raw text of a ComicInfo.xml at the archive's root, if any (not parsed here). */
  comicInfo: string | null;
  cleanup: () => Promise<void>;
}

const FIELD = 'archive';
const limits = LIMITS.archive;

/** Operating-system litter zip tools add; skipped, not refused as non-images. */
function isIgnored(name: string): boolean {
  const base = path.posix.basename(name);
  return (
    name.endsWith('/') ||
    name.startsWith('__MACOSX/') ||
    base === '.DS_Store' ||
    base.toLowerCase() === 'thumbs.db'
  );
}

const isComicInfo = (name: string) => name.toLowerCase() === 'comicinfo.xml';

/** yauzl's own refusals, as the client's 4xx. */
function archiveError(error: unknown): Error {
  // A full spool is the server's condition, not a damaged archive (503, shared/unavailable.ts).
  if (error instanceof AppError || error instanceof SpoolFullError) return error;
  const message = String((error as Error)?.message ?? error);
  const unsafe =
    /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(message);
  if (unsafe) return badInput(MESSAGES.archiveUnsafePath(unsafe[1].slice(0, 200)), FIELD);
  if (/encrypt/i.test(message)) return badInput(MESSAGES.archiveEncrypted, FIELD);
  return badInput(MESSAGES.archiveCorrupt, FIELD);
}

function open(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      // lazyEntries: the directory is read entry by entry, on demand. validateEntrySizes makes
      // yauzl fail a stream whose inflated size differs from the one the directory declares.
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(archiveError(error)) : resolve(zip)),
    );
  });
}

/** Reads the whole central directory, refusing it as soon as a limit is passed. */
function readDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > limits.maxEntries)
    return Promise.reject(badInput(MESSAGES.archiveTooManyEntries(limits.maxEntries), FIELD));
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    const fail = (error: unknown) => {
      zip.removeAllListeners('entry');
      reject(archiveError(error));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (entry.isEncrypted()) return fail(badInput(MESSAGES.archiveEncrypted, FIELD));
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes)
        return fail(
          badInput(
            MESSAGES.archiveUncompressedTooLarge(formatBytes(limits.maxUncompressedBytes)),
            FIELD,
          ),
        );
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
      )
        return fail(badInput(MESSAGES.archiveRatio(name.slice(0, 200)), FIELD));
      if (!isIgnored(name)) entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(archiveError(error)) : resolve(stream),
    );
  });
}

/**
 * Spools one entry, counting the bytes actually inflated against the archive's total
 * (whatever its directory claimed) and against the entry's own limit. The entry stream
 * is opened and piped in one go, so an early inflate error always has a listener.
 */
async function spoolEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  maxBytes: number,
  tooLargeMessage: string,
  budget: { left: number },
): Promise<SpooledFile> {
  const file = await newSpoolPath();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0)
        callback(
          badInput(
            MESSAGES.archiveUncompressedTooLarge(formatBytes(limits.maxUncompressedBytes)),
            FIELD,
          ),
        );
      else if (bytes > maxBytes)
        callback(
          tooLarge(MESSAGES.archiveEntry(entry.fileName.slice(0, 200), tooLargeMessage), FIELD),
        );
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(
      await entryStream(zip, entry),
      counter,
      spoolMeter(file),
      fs.createWriteStream(file),
    );
  } catch (error) {
    await releaseSpoolPath(file);
    throw archiveError(error);
  }
  return {
    path: file,
    bytes,
    originalName: sanitizeName(entry.fileName),
    cleanup: () => releaseSpoolPath(file),
  };
}

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: { left: number }) {
  const max = limits.comicInfoMaxBytes;
  const message = MESSAGES.comicInfoTooLarge(formatBytes(max));
  if (entry.uncompressedSize > max) throw badInput(message, FIELD);
  const file = await spoolEntry(zip, entry, max, message, budget);
  try {
    return await fs.promises.readFile(file.path, 'utf8');
  } finally {
    await file.cleanup();
  }
}

/**
 * Unpacks a spooled .cbz/.zip: checks the directory (entry count, declared sizes,
 * compression ratio, paths, encryption) before inflating anything, then spools each
 * page entry in natural name order, enforcing the byte limits on what is actually
 * inflated (`pageRule`: the v1 page's, or the web form's, where a spread may weigh twice as much). Pages are not checked as images here: the caller inspects them like any
 * upload. On any failure every temp file is removed and a 4xx is thrown.
 */
export async function unpackArchive(
  file: SpooledFile,
  pageRule: { maxBytes: number; tooLargeMessage: string } = UPLOADS.page,
): Promise<UnpackedArchive> {
  const zip = await open(file.path);
  const pages: SpooledFile[] = [];
  const cleanup = async () => {
    await Promise.all(pages.map((p) => p.cleanup()));
  };
  try {
    const entries = await readDirectory(zip);
    const budget = { left: limits.maxUncompressedBytes };
    let comicInfo: string | null = null;
    const pageEntries = naturalSort(
      entries.filter((e) => !isComicInfo(e.fileName)),
      (e) => e.fileName,
    );
    if (pageEntries.length === 0) throw badInput(MESSAGES.archiveNoPages, FIELD);
    if (pageEntries.length > LIMITS.maxPagesPerIssue) throw badInput(MESSAGES.tooManyPages, FIELD);
    const info = entries.find((e) => isComicInfo(e.fileName));
    if (info) comicInfo = await readText(zip, info, budget);
    for (const entry of pageEntries)
      pages.push(await spoolEntry(zip, entry, pageRule.maxBytes, pageRule.tooLargeMessage, budget));
    return { pages, comicInfo, cleanup };
  } catch (error) {
    await cleanup();
    throw archiveError(error);
  } finally {
    zip.close();
  }
}
