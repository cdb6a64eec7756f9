import sharp from 'sharp';
import { LIMITS, MESSAGES, UPLOADS } from '../../config/limits';
import { badInput, tooLarge } from '../../shared/app-error';
import type { SpooledFile } from './spool';

// sharp's settings are process-wide: no operation cache and one thread per image, so
// decoding uploads stays within the API's memory and the cores it shares.
sharp.cache(false);
sharp.concurrency(1);

export type ImagePresetName = 'cover' | 'page' | 'printPage' | 'avatar' | 'background';
/** The page presets: `page` for v1 (its limits never change), `printPage` for the web form and GraphQL. */
export type PagePreset = 'page' | 'printPage';

interface ImagePreset {
  maxBytes: number;
  /** Accepted dimensions. */
  check: (width: number, height: number) => boolean;
  dimensionMessage: string;
  sizeMessage: string;
  /** WebP derivative widths (only those smaller than the original are made). */
  variantWidths: number[];
  /** Where the byte limit depends on the dimensions: the most bytes an image of this size may have. */
  maxBytesFor?: (width: number, height: number) => number;
}

/** A spread is wider than tall (two printed pages side by side). */
const isLandscape = (w: number, h: number) => w > h;
// Spreads get the doubled page's widths too (2880 is 1440 for each printed page).
const PAGE_WIDTHS = [480, 960, 1440, 2880];

const tolerance = LIMITS.thumbnailServerTolerance;
const { cover, page, printPage, profilePhoto, background } = UPLOADS;

export const IMAGE_PRESETS: Record<ImagePresetName, ImagePreset> = {
  // v1 clients send 320 x 492 +/- 10 covers; the web's 320 x 485 is inside the accepted range (docs/api.md, v1).
  cover: {
    maxBytes: cover.maxBytes,
    check: (w, h) =>
      w >= tolerance.minWidth &&
      w <= tolerance.maxWidth &&
      h >= tolerance.minHeight &&
      h <= tolerance.maxHeight,
    dimensionMessage: cover.dimensionMessage,
    sizeMessage: cover.tooLargeMessage,
    variantWidths: [160],
  },
  page: {
    maxBytes: page.maxBytes,
    check: (w, h) => w <= page.maxWidth && h <= page.maxHeight,
    dimensionMessage: page.dimensionMessage,
    sizeMessage: page.tooLargeMessage,
    variantWidths: PAGE_WIDTHS,
  },
  // The web form's and GraphQL's pages: a landscape page (a spread) may be twice as wide.
  printPage: {
    maxBytes: printPage.maxBytes,
    check: (w, h) =>
      isLandscape(w, h)
        ? w <= printPage.spreadMaxWidth && h <= printPage.spreadMaxHeight
        : w <= printPage.maxWidth && h <= printPage.maxHeight,
    maxBytesFor: (w, h) => (isLandscape(w, h) ? printPage.maxBytes : printPage.pageMaxBytes),
    dimensionMessage: printPage.dimensionMessage,
    sizeMessage: printPage.tooLargeMessage,
    variantWidths: PAGE_WIDTHS,
  },
  avatar: {
    maxBytes: profilePhoto.maxBytes,
    check: (w, h) => w <= profilePhoto.maxWidth && h <= profilePhoto.maxHeight,
    dimensionMessage: profilePhoto.dimensionMessage,
    sizeMessage: profilePhoto.tooLargeMessage,
    variantWidths: [96, 320],
  },
  background: {
    maxBytes: background.maxBytes,
    check: (w, h) => w <= background.maxWidth && h <= background.maxHeight,
    dimensionMessage: background.dimensionMessage,
    sizeMessage: background.tooLargeMessage,
    variantWidths: [640, 1280],
  },
};

const FORMATS: Record<string, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
};

export interface ImageFacts {
  format: 'jpeg' | 'png' | 'webp';
  contentType: string;
  ext: string;
  /** Displayed dimensions (EXIF orientation applied). */
  width: number;
  height: number;
  /**
   * The file carries nothing to strip (no EXIF, XMP, IPTC or text chunks) and needs no
   * rotation: it can be stored byte for byte instead of re-encoded.
   */
  clean: boolean;
}

/**
 * Checks an uploaded file by its content (format, dimensions, bytes, pixel limit from the
 * header, then one cheap decode of the pixels). Callers check every file of a request
 * before storing any, and hand the facts on to storage (MediaService.inspect): this runs
 * once per uploaded image.
 */
export async function inspectImage(
  file: SpooledFile,
  presetName: ImagePresetName,
  field?: string,
): Promise<ImageFacts> {
  const preset = IMAGE_PRESETS[presetName];
  if (file.bytes > preset.maxBytes) throw tooLarge(preset.sizeMessage, field);
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(file.path, { limitInputPixels: LIMITS.maxInputPixels }).metadata();
  } catch {
    throw badInput(MESSAGES.notAnImage, field);
  }
  const format = metadata.format ? FORMATS[metadata.format] : undefined;
  if (!format || !metadata.width || !metadata.height) throw badInput(MESSAGES.notAnImage, field);
  if (metadata.width * metadata.height > LIMITS.maxInputPixels)
    throw tooLarge(MESSAGES.imageTooLarge, field);
  // EXIF orientation 5-8 swaps the displayed width and height.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = rotated ? metadata.height : metadata.width;
  const height = rotated ? metadata.width : metadata.height;
  if (!preset.check(width, height)) throw badInput(preset.dimensionMessage, field);
  if (preset.maxBytesFor && file.bytes > preset.maxBytesFor(width, height))
    throw tooLarge(preset.sizeMessage, field);
  await assertDecodes(file.path, field);
  const clean =
    !metadata.exif &&
    !metadata.xmp &&
    !metadata.iptc &&
    !(metadata.comments && metadata.comments.length > 0) &&
    (metadata.orientation ?? 1) === 1;
  return { format: metadata.format as ImageFacts['format'], ...format, width, height, clean };
}

/**
 * The header alone proves nothing about the pixels: a PNG cut short after its header, or a
 * JPEG missing its scan data, passes `metadata()` and would be stored as a page that never
 * displays. Decoding into a tiny thumbnail reads every byte of the pixel data (sharp's default
 * `failOn: 'warning'` refuses truncation and corrupt data) while JPEG and WebP shrink on load,
 * so a full-size page costs about 20 ms (JPEG, PNG) to 200 ms (WebP) instead of a full decode.
 */
async function assertDecodes(filePath: string, field?: string): Promise<void> {
  try {
    await sharp(filePath, { limitInputPixels: LIMITS.maxInputPixels })
      .resize(DECODE_CHECK_SIZE, DECODE_CHECK_SIZE, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw badInput(MESSAGES.imageDamaged, field);
  }
}
const DECODE_CHECK_SIZE = 64;

/** The WebP widths a preset makes for an image of this width (only narrower ones). */
export function derivativeWidths(presetName: ImagePresetName, width: number): number[] {
  return IMAGE_PRESETS[presetName].variantWidths.filter((w) => w < width);
}

/** One WebP derivative of a stored original (read back to a temp file by the job). */
export function encodeDerivative(sourcePath: string, width: number): sharp.Sharp {
  return sharp(sourcePath, { limitInputPixels: LIMITS.maxInputPixels })
    .rotate()
    .resize({ width })
    .webp({ quality: 80, effort: 2 });
}

/** Encoders of a checked image: each call returns a fresh sharp stream (nothing is buffered). */
export interface ImageEncoders {
  facts: ImageFacts;
  /** Re-encoded original without metadata (EXIF, GPS), same format. */
  original: () => sharp.Sharp;
  /** WebP derivatives narrower than the original. */
  variants: { width: number; encode: () => sharp.Sharp }[];
}

/**
 * Streaming encoders for the stored original and the WebP derivatives of an upload already
 * checked (its facts), so storing a page never holds it in memory nor decodes its header again.
 */
export function imageEncoders(
  file: SpooledFile,
  presetName: ImagePresetName,
  facts: ImageFacts,
): ImageEncoders {
  const base = () => sharp(file.path, { limitInputPixels: LIMITS.maxInputPixels }).rotate();
  // sharp writes no metadata unless asked, so the re-encode drops EXIF and GPS.
  // Encoder settings favour speed (the upload waits on them): plain libjpeg instead of
  // mozjpeg and a low WebP effort cost little size and cut the time per page several-fold.
  const original = () =>
    facts.format === 'jpeg'
      ? base().jpeg({ quality: 90 })
      : facts.format === 'png'
        ? base().png({ compressionLevel: 6 })
        : base().webp({ quality: 90, effort: 2 });
  const variants = derivativeWidths(presetName, facts.width).map((width) => ({
    width,
    encode: () => encodeDerivative(file.path, width),
  }));
  return { facts, original, variants };
}
