/**
 * Which files of the web build the service worker precaches, read from Vite's manifest: the
 * shell (index.html's entry, the app it loads once the page has painted, and what they import
 * statically), and the pages a reader uses
 * offline with everything they load, statically or lazily. Other pages are left to the network:
 * they show data that needs it anyway, and precaching them would make every first visit
 * download the whole app.
 */

/** The page modules that work offline, as Vite's manifest names them (keys under web/). */
export const OFFLINE_PAGES = [
  'src/pages/ReaderPage.tsx',
  'src/modules/offline/pages/SavedPage.tsx',
];

export type ViteManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The files (paths under dist/) the precache holds. Throws if a named page is not built. */
export function offlinePrecacheFiles(
  manifest: ViteManifest,
  pages: readonly string[] = OFFLINE_PAGES,
): Set<string> {
  const files = new Set<string>(['index.html']);
  const seen = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    // A chunk the shell imports may be reached again from a page, this time with its lazy imports.
    const mark = `${followLazy}:${key}`;
    const chunk = manifest[key];
    if (seen.has(mark) || !chunk) return;
    seen.add(mark);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, followLazy);
    // The entry's lazy import is the app (entry-client.tsx), whose lazy imports are every page:
    // a page reaching the entry or the app takes their code only.
    if (followLazy && !chunk.isEntry && !app.has(key))
      for (const lazy of chunk.dynamicImports ?? []) visit(lazy, true);
  };
  const entry = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && key.endsWith('index.html'),
  );
  if (!entry) throw new Error('offline precache: no index.html entry in the Vite manifest');
  // The app's chunk: the entry's one lazy import (entry-client.tsx loads startApp.tsx).
  const app = new Set(manifest[entry].dynamicImports ?? []);
  visit(entry, false);
  for (const key of app) visit(key, false);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`offline precache: ${page} is not in the Vite manifest`);
    visit(page, true);
  }
  return files;
}
