import fs from 'node:fs';
import type { MediaStorage } from '../../storage/storage';
import { Transform } from 'node:stream';
import type sharp from 'sharp';
import { MESSAGES } from '../../config/limits';
import { AppError, badInput } from '../../shared/app-error';
import {
  derivativeWidths,
  imageEncoders,
  inspectImage,
  type ImageFacts,
  type ImagePresetName,
} from './image-processor';
import type { SpooledFile } from './spool';
import { StoredImage } from './stored-image.embeddable';
import { mediaKeys, variantKey } from './media-keys';

/**
 * An upload checked by its content, with what the check found: stored from these facts, never
 * checked (decoded) again.
 */
export interface CheckedImage {
  file: SpooledFile;
  preset: ImagePresetName;
  facts: ImageFacts;
  /** A page its creator marked as a spread before upload (an archive's ComicInfo DoublePage). */
  creatorSpread?: boolean;
}

/** Storage keys a write has stored, and keys it has made obsolete. */
export interface FileLedger {
  written: string[];
  replaced: string[];
}

/**
 * Stores images and remembers what it wrote, so a failed transaction can delete
 * exactly its own files (nothing is left behind on failure).
 */
export class MediaService {
  constructor(readonly storage: MediaStorage) {}

  url(image: StoredImage): string {
    return this.storage.urlFor(image.key);
  }

  /** `srcset` candidates: the WebP derivatives plus the original. */
  srcset(image: StoredImage): string {
    const parts = (image.variantWidths ?? []).map(
      (w) => `${this.storage.urlFor(variantKey(image.key, w))} ${w}w`,
    );
    parts.push(`${this.storage.urlFor(image.key)} ${image.width}w`);
    return parts.join(', ');
  }

  /**
   * Checks one upload by its content without storing it (to refuse a request before any file
   * is written). `field` is the name the caller's transport gave the file (errors carry it).
   */
  async inspect(file: SpooledFile, preset: ImagePresetName, field?: string): Promise<CheckedImage> {
    return { file, preset, facts: await inspectImage(file, preset, field) };
  }

  /** Checks several uploads of one preset in order; `field` names each by its index. */
  async inspectAll(
    files: SpooledFile[],
    preset: ImagePresetName,
    field?: (index: number) => string,
  ): Promise<CheckedImage[]> {
    const checked: CheckedImage[] = [];
    for (const [i, file] of files.entries())
      checked.push(await this.inspect(file, preset, field?.(i)));
    return checked;
  }

  /** Checks and stores one upload with its derivatives (a write with a single image). */
  async storeImage(
    file: SpooledFile,
    preset: ImagePresetName,
    keyBase: string,
    written: string[],
    field?: string,
  ): Promise<StoredImage> {
    return this.store(await this.inspect(file, preset, field), keyBase, written, field);
  }

  /**
   * Stores one checked upload and its WebP derivatives; records every written key in
   * `written`. The encoders stream straight into storage, so memory does not grow with the image.
   */
  async store(
    image: CheckedImage,
    keyBase: string,
    written: string[],
    field?: string,
  ): Promise<StoredImage> {
    const { file, facts } = image;
    const prepared = imageEncoders(file, image.preset, facts);
    const key = `${keyBase}.${facts.ext}`;
    written.push(key);
    const byteSize = await this.putEncoded(key, prepared.original(), facts.contentType, field);
    for (const variant of prepared.variants) {
      const vKey = variantKey(key, variant.width);
      written.push(vKey);
      await this.putEncoded(vKey, variant.encode(), 'image/webp', field);
    }
    return storedImage(
      image,
      key,
      byteSize,
      prepared.variants.map((v) => v.width),
    );
  }

  /**
   * Stores only the original of a checked upload; its WebP derivatives are left to the
   * derivative job (media/derivatives.jobs.ts), which the caller enqueues in its
   * transaction. A file with nothing to strip is stored byte for byte (no decode at all);
   * one with EXIF, XMP, IPTC, text or a rotation is re-encoded here, so no stored original
   * ever carries the uploader's metadata. Until the job has run the image has no
   * derivatives and `derivativesPendingSince` is set.
   */
  async storeOriginal(
    image: CheckedImage,
    keyBase: string,
    written: string[],
    field?: string,
  ): Promise<StoredImage> {
    const { file, facts } = image;
    const key = `${keyBase}.${facts.ext}`;
    written.push(key);
    let byteSize = file.bytes;
    if (facts.clean) await this.storage.put(key, fs.createReadStream(file.path), facts.contentType);
    else {
      const original = imageEncoders(file, image.preset, facts).original();
      byteSize = await this.putEncoded(key, original, facts.contentType, field);
    }
    const stored = storedImage(image, key, byteSize, []);
    stored.derivativesPendingSince =
      derivativeWidths(image.preset, facts.width).length > 0 ? new Date() : null;
    return stored;
  }

  /**
   * Stores an issue's checked pages, originals only and one at a time (their derivatives are
   * made by the job the write enqueues in its transaction); `field` names each by its index.
   */
  async storePages(
    pages: CheckedImage[],
    bookRef: string,
    issueRef: string,
    written: string[],
    field?: (index: number) => string,
  ): Promise<StoredImage[]> {
    const images: StoredImage[] = [];
    for (const [i, page] of pages.entries())
      images.push(
        await this.storeOriginal(
          page,
          mediaKeys.issueImage(bookRef, issueRef),
          written,
          field?.(i),
        ),
      );
    return images;
  }

  /** Pipes one encoder into storage, counting bytes; a decode failure is the client's bad file. */
  async putEncoded(
    key: string,
    encoder: sharp.Sharp,
    contentType: string,
    field?: string,
  ): Promise<number> {
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    let decodeFailed = false;
    encoder.once('error', () => {
      decodeFailed = true;
      counter.destroy(badInput(MESSAGES.notAnImage, field));
    });
    encoder.pipe(counter);
    try {
      await this.storage.put(key, counter, contentType);
    } catch (error) {
      encoder.destroy();
      if (decodeFailed || error instanceof AppError) throw badInput(MESSAGES.notAnImage, field);
      throw error;
    }
    return bytes;
  }

  /**
   * Runs a write that stores files. `written` collects every key the write stores and
   * `replaced` every key it makes obsolete. If the write fails, exactly the files it
   * stored are deleted; once it succeeded (committed), the replaced ones are.
   */
  async withFileLedger<T>(
    work: (ledger: FileLedger) => Promise<T>,
    log?: (message: string) => void,
  ): Promise<T> {
    const ledger: FileLedger = { written: [], replaced: [] };
    let result: T;
    try {
      result = await work(ledger);
    } catch (error) {
      await this.deleteQuietly(ledger.written, log);
      throw error;
    }
    await this.deleteQuietly(ledger.replaced, log);
    return result;
  }

  /** Best-effort delete (after commit, or to undo a failed write); the sweep catches any leftovers. */
  async deleteQuietly(keys: string[], log?: (message: string) => void): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.storage.delete(keys);
    } catch (error) {
      log?.(`media delete failed (the sweep will retry): ${String(error)}`);
    }
  }
}

function storedImage(
  image: CheckedImage,
  key: string,
  byteSize: number,
  variantWidths: number[],
): StoredImage {
  const stored = new StoredImage();
  stored.key = key;
  stored.width = image.facts.width;
  stored.height = image.facts.height;
  stored.contentType = image.facts.contentType;
  stored.byteSize = byteSize;
  stored.originalName = image.file.originalName;
  stored.variantWidths = variantWidths;
  return stored;
}
