import { MESSAGES, UPLOADS } from '@shared/limits';
import { createContext, useContext } from 'react';
import { PHOTO_TYPES } from '../../account/validation/schemas';

export type ImageDimensions = { width: number; height: number };
/** Reads an image file's intrinsic size; rejects when the file cannot be decoded. */
export type DimensionReader = (file: File) => Promise<ImageDimensions>;

/** The image types the API accepts for covers and pages. */
export const IMAGE_TYPES = PHOTO_TYPES;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

function readWithImageElement(file: File): Promise<ImageDimensions> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Not a decodable image'));
    };
    image.src = url;
  });
}

/** The browser's reader: `createImageBitmap` where available, else an Image element. */
export const readImageDimensions: DimensionReader = async (file) => {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const dimensions = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return dimensions;
  }
  return readWithImageElement(file);
};

// jsdom cannot decode images, so tests provide their own reader through this context.
export const DimensionReaderContext = createContext<DimensionReader>(readImageDimensions);

export function useDimensionReader(): DimensionReader {
  return useContext(DimensionReaderContext);
}

/** Validation runs on every change of a large form: decode each file once. */
export function memoizeReader(read: DimensionReader): DimensionReader {
  const cache = new WeakMap<File, Promise<ImageDimensions>>();
  return (file) => {
    let pending = cache.get(file);
    if (!pending) {
      pending = read(file);
      cache.set(file, pending);
    }
    return pending;
  };
}

const isImageType = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

async function dimensionsOf(file: File, read: DimensionReader): Promise<ImageDimensions | null> {
  try {
    return await read(file);
  } catch {
    return null;
  }
}

/** The first problem of a cover thumbnail (exact 320 x 485, at most 1 MB), or null. */
export async function coverProblem(file: File, read: DimensionReader): Promise<string | null> {
  const { width, height, maxBytes, tooLargeMessage, dimensionMessage } = UPLOADS.cover;
  if (!isImageType(file)) return MESSAGES.notAnImage;
  // Size first: it is free, while decoding an oversized file is not.
  if (file.size > maxBytes) return tooLargeMessage;
  const dimensions = await dimensionsOf(file, read);
  if (!dimensions) return MESSAGES.notAnImage;
  if (dimensions.width !== width || dimensions.height !== height) {
    return dimensionMessage;
  }
  return null;
}

/**
 * Every reason a page image is refused, empty when it is fine: a page at most 1988 x 3056 and
 * 2 MB; a landscape page (a spread: two printed pages) up to 3976 x 3056 and 4 MB. The numbers
 * come from the shared `printPage` preset, the one GraphQL checks again.
 */
export async function pageProblems(file: File, read: DimensionReader): Promise<string[]> {
  const {
    maxWidth,
    maxHeight,
    spreadMaxWidth,
    spreadMaxHeight,
    pageMaxBytes,
    maxBytes,
    tooLargeMessage,
    dimensionMessage,
  } = UPLOADS.printPage;
  if (!isImageType(file)) return [MESSAGES.notAnImage];
  const problems: string[] = [];
  // Over the spread's bytes nothing can be right; otherwise the shape decides.
  if (file.size > maxBytes) problems.push(tooLargeMessage);
  const dimensions = await dimensionsOf(file, read);
  if (!dimensions) return [MESSAGES.notAnImage];
  const spread = dimensions.width > dimensions.height;
  const fits = spread
    ? dimensions.width <= spreadMaxWidth && dimensions.height <= spreadMaxHeight
    : dimensions.width <= maxWidth && dimensions.height <= maxHeight;
  if (!fits) problems.push(dimensionMessage);
  if (!spread && file.size > pageMaxBytes && file.size <= maxBytes) problems.push(tooLargeMessage);
  return problems;
}
