#!/usr/bin/env node
// After `vite build`: writes a brotli (quality 11) and a gzip (level 9) copy next to each text
// asset in web/dist/assets (`x.js.br`, `x.js.gz`), so the API sends the smallest encoding the
// browser accepts without compressing on every request (api/src/shared/precompressed-assets.ts).
// Source maps are left alone (only developer tools ask for them), and so is any file whose
// compressed copy would not be smaller.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.resolve(process.argv[2] ?? path.join(root, 'web', 'dist', 'assets'));

/** The text types worth compressing (images and fonts in assets/ are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compress(file) {
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, data] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (data.length >= body.length) continue;
    await fs.writeFile(file + suffix, data);
    written++;
  }
  return { size: body.length, br: br.length, gz: gz.length, written };
}

const names = (await fs.readdir(assets)).filter((name) => COMPRESSIBLE.test(name)).sort();
let raw = 0;
let br = 0;
let gz = 0;
let written = 0;
for (const name of names) {
  const result = await compress(path.join(assets, name));
  raw += result.size;
  br += result.br;
  gz += result.gz;
  written += result.written;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `compress-dist: ${names.length} text assets in ${path.relative(root, assets)}, ` +
    `${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)} (${written} files written)`,
);
