import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, tooLarge } from '../../shared/app-error';
import { formatBytes } from '../../config/limits';

/** An upload written to a temporary file; nothing of it is kept in memory. */
export interface SpooledFile {
  path: string;
  bytes: number;
  originalName: string;
  cleanup: () => Promise<void>;
}

const SPOOL_DIR = path.join(os.tmpdir(), 'panelhouse-uploads');

/**
 * Streams an upload to a temp file, aborting as soon as it passes `maxBytes`
 * (PAYLOAD_TOO_LARGE), so the server never buffers a whole request.
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
    await pipeline(counter, fs.createWriteStream(file));
  } catch (error) {
    stream.unpipe(counter);
    stream.resume();
    await fs.promises.rm(file, { force: true });
    if (error instanceof AppError) throw error;
    // graphql-upload-minimal / busboy signal their own size limit as an error on the stream.
    if (/limit|too large|truncated/i.test(String((error as Error)?.message)))
      throw tooLarge(tooLargeMessage);
    throw error;
  }
  return {
    path: file,
    bytes,
    originalName: sanitizeName(originalName),
    cleanup: () => fs.promises.rm(file, { force: true }),
  };
}

/** A fresh temp file path in the spool directory (created if needed). */
export async function newSpoolPath(): Promise<string> {
  await fs.promises.mkdir(SPOOL_DIR, { recursive: true });
  return path.join(SPOOL_DIR, crypto.randomBytes(12).toString('hex'));
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
