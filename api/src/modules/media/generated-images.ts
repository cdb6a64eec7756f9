import fs from 'node:fs';
import sharp from 'sharp';
import { newSpoolPath, releaseSpoolPath, type SpooledFile } from './spool';
import { escapeHtml } from '../../shared/escape';

/** Draws a simple comic-like panel image (demo seed, tests and benchmarks). */
export async function renderPanelImage(options: {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  hue: number;
  format?: 'jpeg' | 'png' | 'webp';
}): Promise<Buffer> {
  const { width, height, title, subtitle, hue } = options;
  const gutter = Math.round(width * 0.04);
  const panelH = Math.round((height - gutter * 4) / 3);
  const panels = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${gutter}" y="${gutter + i * (panelH + gutter)}" width="${width - gutter * 2}" height="${panelH}" fill="hsl(${(hue + i * 40) % 360},60%,${70 - i * 8}%)" stroke="#111" stroke-width="${Math.max(2, Math.round(width / 160))}"/>`,
    )
    .join('');
  // Long titles get a smaller font so they fit the panel.
  const fontSize = Math.max(
    12,
    Math.round(Math.min(width / 12, (width * 1.7) / Math.max(1, title.length))),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fffdf5"/>${panels}
    <text x="50%" y="${Math.round(height * 0.2)}" font-family="sans-serif" font-weight="bold" font-size="${fontSize}" text-anchor="middle" fill="#111">${escapeHtml(title)}</text>
    ${subtitle ? `<text x="50%" y="${Math.round(height * 0.55)}" font-family="sans-serif" font-size="${Math.round(fontSize * 0.7)}" text-anchor="middle" fill="#222">${escapeHtml(subtitle)}</text>` : ''}
  </svg>`;
  const image = sharp(Buffer.from(svg));
  if (options.format === 'png') return image.png().toBuffer();
  if (options.format === 'webp') return image.webp().toBuffer();
  return image.jpeg({ quality: 82 }).toBuffer();
}

/** Writes a buffer to a temp file so it can go through the same pipeline as an upload. */
export async function spoolBuffer(buffer: Buffer, originalName: string): Promise<SpooledFile> {
  const file = await newSpoolPath();
  try {
    await fs.promises.writeFile(file, buffer);
  } catch (error) {
    await releaseSpoolPath(file);
    throw error;
  }
  return {
    path: file,
    bytes: buffer.length,
    originalName,
    cleanup: () => releaseSpoolPath(file),
  };
}
