import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, tooLarge } from '../../shared/app-error';
import { formatBytes, MESSAGES } from '../../config/limits';

/** An upload written to a temporary file; nothing of it is kept in memory. */
export interface SpooledFile {
  path: string;
  bytes: number;
  originalName: string;
  cleanup: () => Promise<void>;
}

/** Where spool files go and how much of the disk they may take (config: UPLOAD_SPOOL_*). */
export interface SpoolSettings {
  /** The spool root; each process writes only into its own folder below it. */
  root: string;
  /** Bytes this process's spool files may hold together (0: no quota). */
  quotaBytes: number;
  /** A new upload is refused while the spool's filesystem has less free space than this. */
  minFreeBytes: number;
}

let settings: SpoolSettings = {
  root: path.join(os.tmpdir(), 'panelhouse-spool'),
  quotaBytes: 0,
  minFreeBytes: 0,
};

/** Set once at start (bootstrap); until then the spool lives under the OS temp folder. */
export function configureSpool(next: SpoolSettings): void {
  settings = { ...next };
}

export function spoolSettings(): Readonly<SpoolSettings> {
  return settings;
}

/**
 * This process's folder name: host, pid and a token drawn at start. The sweep reads it back
 * to tell a dead process's files (same host, pid gone, or our own pid with another token:
 * a restarted container) from those of a live process or another host.
 */
export const SPOOL_HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, '-') || 'host';
const TOKEN = crypto.randomBytes(6).toString('hex');
export const OWN_SPOOL_DIR_NAME = `${SPOOL_HOST}_${process.pid}_${TOKEN}`;

/** This process's spool folder (only this process writes into it). */
export function ownSpoolDir(): string {
  return path.join(settings.root, OWN_SPOOL_DIR_NAME);
}

/** Spool files held by requests and jobs of this process, with the bytes written so far. */
const live = new Map<string, number>();
let liveBytes = 0;

/** Is `file` held by a live request or job of this process? (The sweep spares it.) */
export function isLiveSpoolFile(file: string): boolean {
  return live.has(file);
}

/**
 * The spool is out of room: over its quota, or its disk short of free space. Not the
 * client's fault and temporary, so both transports answer 503 with Retry-After
 * (shared/unavailable.ts reads the code; EDQUOT is the system's own "quota exceeded").
 */
export class SpoolFullError extends Error {
  readonly code = 'EDQUOT';
  constructor() {
    super(MESSAGES.uploadSpaceShort);
    this.name = 'SpoolFullError';
  }
}

/** Refuses a new upload up front when the quota is used up or the disk is short. */
export async function assertSpoolRoom(): Promise<void> {
  if (settings.quotaBytes > 0 && liveBytes >= settings.quotaBytes) throw new SpoolFullError();
  if (settings.minFreeBytes <= 0) return;
  await fs.promises.mkdir(settings.root, { recursive: true });
  const disk = await fs.promises.statfs(settings.root);
  if (disk.bavail * disk.bsize < settings.minFreeBytes) throw new SpoolFullError();
}

/**
 * A fresh temp file path in this process's spool folder, registered as live before the file
 * exists, so no sweep can take it. Give it back with `releaseSpoolPath`.
 */
export async function newSpoolPath(): Promise<string> {
  await fs.promises.mkdir(ownSpoolDir(), { recursive: true });
  const file = path.join(ownSpoolDir(), crypto.randomBytes(12).toString('hex'));
  live.set(file, 0);
  return file;
}

/** Removes a spool file and stops counting its bytes. */
export async function releaseSpoolPath(file: string): Promise<void> {
  try {
    await fs.promises.rm(file, { force: true });
  } finally {
    liveBytes -= live.get(file) ?? 0;
    live.delete(file);
  }
}

/**
 * Counts what is written to the spool file `file` against the quota: the stream fails with
 * SpoolFullError as soon as this process's spool files would hold more than the quota.
 */
export function spoolMeter(file: string): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (settings.quotaBytes > 0 && liveBytes + chunk.length > settings.quotaBytes) {
        callback(new SpoolFullError());
        return;
      }
      live.set(file, (live.get(file) ?? 0) + chunk.length);
      liveBytes += chunk.length;
      callback(null, chunk);
    },
  });
}

/**
 * Streams an upload to a temp file, aborting as soon as it passes `maxBytes`
 * (PAYLOAD_TOO_LARGE) or the spool quota (SpoolFullError), so the server never buffers
 * a whole request.
 */
export async function spoolToTempFile(
  stream: Readable,
  originalName: string,
  maxBytes: number,
  tooLargeMessage = `The file is too large. The max file size is ${formatBytes(maxBytes)}`,
): Promise<SpooledFile> {
  const file = await newSpoolPath();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(tooLarge(tooLargeMessage));
      else callback(null, chunk);
    },
  });
  try {
    // A form that broke off while the temp path was made has already destroyed its stream,
    // which would never end: fail now.
    if (stream.destroyed) throw stream.errored ?? new Error('The upload was interrupted');
    // The source is piped by hand, not handed to pipeline(): pipeline would destroy it on
    // overflow, and a destroyed busboy file stream stalls the rest of the form (busboy
    // waits for the destroyed stream to read or end), so the request would never answer.
    // On error the source is unpiped and drained instead.
    stream.on('error', (error) => counter.destroy(error));
    // busboy (REST multipart and graphql-upload-minimal) truncates at its own fileSize limit and
    // emits 'limit'; graphql-upload-minimal then unpipes the stream, so the counter would wait
    // for an end that never comes.
    stream.once('limit', () => counter.destroy(tooLarge(tooLargeMessage)));
    stream.pipe(counter);
    await pipeline(counter, spoolMeter(file), fs.createWriteStream(file));
  } catch (error) {
    stream.unpipe(counter);
    stream.resume();
    await releaseSpoolPath(file);
    if (error instanceof AppError || error instanceof SpoolFullError) throw error;
    // graphql-upload-minimal / busboy signal their own size limit as an error on the stream.
    if (/limit|too large|truncated/i.test(String((error as Error)?.message)))
      throw tooLarge(tooLargeMessage);
    throw error;
  }
  return {
    path: file,
    bytes,
    originalName: sanitizeName(originalName),
    cleanup: () => releaseSpoolPath(file),
  };
}

/** Original file names are kept only for display (v1 `Metadata.name`). */
export function sanitizeName(name: string): string {
  // Control characters and markup never reach a response.
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f<>]/g;
  const clean = path
    .basename(name || 'upload')
    .replace(unsafe, '')
    .slice(0, 255);
  return clean || 'upload';
}
