import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { MESSAGES } from '../config/limits';
import { isStorableText } from '../shared/unstorable-text';
import type { Request } from 'express';
import { badInput, tooLarge } from '../shared/app-error';
import { spoolToTempFile, type SpooledFile } from '../modules/media/spool';

export interface FileFieldRule {
  maxBytes: number;
  maxCount: number;
  tooLargeMessage?: string;
  /** Answer when more than maxCount files arrive in this field. */
  tooManyMessage?: string;
}

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, SpooledFile[]>;
  cleanup: () => Promise<void>;
}

/**
 * Parses a whole multipart form before anything acts on it (docs/api.md, v1: Rules): text
 * fields into strings (last value wins), files streamed to temp files with per-field
 * size and count limits. A text value sent in a file field (the v1 client's
 * "[object Object]" placeholder) arrives as a text field and is simply not a file.
 */
export function parseMultipart(
  req: Request,
  rules: Record<string, FileFieldRule>,
  options: { maxFields?: number; maxFieldBytes?: number } = {},
): Promise<ParsedForm> {
  const files: Record<string, SpooledFile[]> = {};
  const fields: Record<string, string> = {};
  const all: SpooledFile[] = [];
  const cleanup = async () => {
    await Promise.all(all.map((f) => f.cleanup()));
  };
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    return Promise.reject(badInput('Expected a multipart/form-data request'));
  }
  const maxFiles = Object.values(rules).reduce((sum, r) => sum + r.maxCount, 0);
  const largest = Math.max(1, ...Object.values(rules).map((r) => r.maxBytes));
  return new Promise<ParsedForm>((resolve, reject) => {
    let failed: Error | undefined;
    const pending: Promise<void>[] = [];
    // File streams busboy has opened and not yet ended: a form that breaks off (the parser
    // errors, the client goes away) ends them with the error, so every spool settles and
    // removes its temp file instead of waiting for bytes that never come.
    const open = new Set<Readable>();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          // One spare file, so a field over its own maxCount gets its specific message first.
          files: maxFiles + 1,
          fields: options.maxFields ?? 50,
          fieldSize: options.maxFieldBytes ?? 256 * 1024,
          fileSize: largest + 1,
          parts: maxFiles + 1 + (options.maxFields ?? 50),
        },
      });
    } catch {
      reject(badInput(MESSAGES.badMultipart));
      return;
    }
    const fail = (error: Error) => {
      failed ??= error;
    };
    const abort = (error: Error) => {
      fail(error);
      for (const stream of open) stream.destroy(error);
      open.clear();
    };
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      Promise.all(pending).then(async () => {
        if (failed) {
          await cleanup();
          reject(failed);
        } else resolve({ fields, files, cleanup });
      }, reject);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(badInput(`The field ${name} is too long`, name));
      if (!isStorableText(value)) fail(badInput(MESSAGES.unstorableText(name), name));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      open.add(stream);
      // Failures reach the form through `fail`; a stream nobody reads must not throw.
      stream.on('error', () => undefined);
      stream.once('close', () => open.delete(stream));
      stream.once('end', () => open.delete(stream));
      const rule = rules[name];
      const list = (files[name] ??= []);
      if (!rule || failed) {
        stream.resume();
        if (!rule) fail(badInput(`Unexpected file field ${name}`, name));
        return;
      }
      if (list.length >= rule.maxCount) {
        stream.resume();
        fail(badInput(rule.tooManyMessage ?? `Too many files in ${name}`, name));
        return;
      }
      const index = list.length;
      list.push(undefined as unknown as SpooledFile);
      pending.push(
        spoolToTempFile(stream, info.filename ?? name, rule.maxBytes, rule.tooLargeMessage)
          .then((file) => {
            all.push(file);
            list[index] = file;
          })
          .catch((error: Error) => fail(error)),
      );
    });
    parser.on('filesLimit', () => fail(tooLarge('Too many files')));
    parser.on('fieldsLimit', () => fail(badInput('Too many fields')));
    parser.on('partsLimit', () => fail(badInput('Too many parts')));
    // A body that ends without the closing boundary, or a malformed part header.
    parser.on('error', (error: Error) => {
      abort(badInput(`${MESSAGES.badMultipart}: ${error.message}`));
      settle();
    });
    parser.on('close', settle);
    // A dropped connection (or one cut off for sending nothing: shared/slow-body.ts) never
    // ends the body: destroy the parser so the file being spooled errors out (its temp file
    // is removed) and the form settles.
    req.on('close', () => {
      if (!req.complete) {
        const error = badInput('The upload was interrupted');
        abort(error);
        req.unpipe(parser);
        parser.destroy(error);
      }
    });
    req.pipe(parser);
  });
}
