import crypto from 'node:crypto';
import sharp from 'sharp';

/** Real image files for upload tests, made with sharp. */
export async function makeImage(options: {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Embed EXIF (camera + GPS-like fields) to prove it gets stripped. */
  withExif?: boolean;
  /** Random pixels make big files that do not compress (for byte-limit tests). */
  noise?: boolean;
}): Promise<Buffer> {
  const { width, height } = options;
  let image = options.noise
    ? sharp(
        Buffer.from(
          Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)),
        ),
        {
          raw: { width, height, channels: 3 },
        },
      )
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  if (options.withExif) {
    image = image.withMetadata({
      exif: { IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'GPS 51.5N 0.1W' } },
    });
  }
  const format = options.format ?? 'png';
  if (format === 'jpeg') return image.jpeg({ quality: options.noise ? 100 : 80 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: options.noise ? 100 : 80 }).toBuffer();
  return image.png({ compressionLevel: options.noise ? 0 : 6 }).toBuffer();
}

export const textFileAsPng = () => Buffer.from('this is definitely not an image\n'.repeat(20));

/** A real PNG of random pixels (uncompressed) just over `minBytes`; fast for byte-limit tests. */
export async function makeNoisePngOver(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 8;
  const raw = crypto.randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
