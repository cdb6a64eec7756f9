import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The year-long caching of the web build's hashed assets (their names change with their content). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Files the web build writes `.br` and `.gz` copies of (scripts/compress-dist.mjs). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The encodings an Accept-Encoding header allows, best first: brotli before gzip whatever the
 * header's order (browsers list `gzip, deflate, br, zstd`), unless a q-value says otherwise.
 * `*` allows both; `q=0` refuses one.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    q.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return ENCODINGS.map((encoding, index) => ({
    name: encoding.name,
    q: weightOf(encoding.name),
    index,
  }))
    .filter((encoding) => encoding.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((encoding) => encoding.name);
}

/**
 * Serves the web build's precompressed assets, mounted on `/assets` ahead of the static files:
 * a GET or HEAD for a text asset whose `.br` or `.gz` copy exists gets that copy, with
 * `Content-Encoding`, the original's Content-Type, `Vary: Accept-Encoding` and the immutable
 * caching. Anything else (no copy, an encoding the client refuses) falls through to the static
 * files, where `compression()` may still compress on the fly.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) {
      next();
      return;
    }
    // Caches keep one copy per encoding, whichever copy this request gets.
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    if (accepted.length === 0) {
      next();
      return;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = path.resolve(root, `.${path.posix.normalize(relative)}`);
    if (!file.startsWith(root + path.sep) || file.includes('\0')) {
      next();
      return;
    }
    void pickCopy(file, accepted).then(
      (copy) => {
        if (!copy) {
          next();
          return;
        }
        // The original's type (as express.static sends it), not the copy's.
        res.type(path.extname(file));
        res.setHeader('Content-Encoding', copy.encoding);
        res.setHeader('Cache-Control', IMMUTABLE_CACHE);
        const options = { root, cacheControl: false, acceptRanges: false };
        res.sendFile(path.relative(root, copy.path), options, (error) => {
          if (!error || res.headersSent) return;
          for (const header of ['Content-Encoding', 'Content-Type', 'Cache-Control'])
            res.removeHeader(header);
          next();
        });
      },
      () => next(),
    );
  };
}

/** The first accepted encoding with a copy on disk, if the original exists too. */
async function pickCopy(
  file: string,
  accepted: Encoding[],
): Promise<{ path: string; encoding: Encoding } | null> {
  const isFile = (candidate: string) =>
    fs.stat(candidate).then(
      (stat) => stat.isFile(),
      () => false,
    );
  if (!(await isFile(file))) return null;
  for (const name of accepted) {
    const suffix = ENCODINGS.find((encoding) => encoding.name === name)!.suffix;
    if (await isFile(file + suffix)) return { path: file + suffix, encoding: name };
  }
  return null;
}
