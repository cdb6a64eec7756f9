import fs from 'node:fs';
import path from 'node:path';

// The web app manifest (installable site) and the icons it names, as committed in public/.
const PUBLIC = path.resolve(__dirname, '../../public');
const INDEX = path.resolve(__dirname, '../../index.html');

type Icon = { src: string; sizes: string; type: string; purpose?: string };
const manifest = JSON.parse(
  fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'),
) as Record<string, unknown> & { icons: Icon[] };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest makes the site installable', () => {
  expect(manifest).toMatchObject({
    name: 'Panelhouse Comics',
    short_name: 'Panelhouse',
    start_url: '/',
    display: 'standalone',
    theme_color: '#14161f',
    background_color: '#14161f',
  });
  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ])
    expect(png.some((icon) => icon.sizes === sizes && icon.purpose === purpose)).toBe(true);
  for (const icon of png) expect(pngSize(path.join(PUBLIC, icon.src))).toBe(icon.sizes);
});

test('index.html links the manifest, icons and theme colour, and marks the server head block', () => {
  const html = fs.readFileSync(INDEX, 'utf8');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(html).toContain('<meta name="theme-color" content="#14161f" />');
  expect(html).toMatch(
    /<!--app-head-->[\s\S]*<title>Panelhouse Comics<\/title>[\s\S]*<!--\/app-head-->/,
  );
  for (const [, href] of html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g))
    expect(fs.existsSync(path.join(PUBLIC, href))).toBe(true);
});
