import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The server render's build (`vite build --config vite.ssr.config.ts`): src/entry-server.tsx
 * as one ES module in dist-server/, loaded by the API (api/src/modules/web-head/ssr.ts).
 * Packages stay outside the bundle (Node loads them), except react-router: its package
 * exports only its development build, so the production one is bundled in instead.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@shared/limits', replacement: fromHere('../api/src/config/limits.ts') },
      { find: '@shared/error-codes', replacement: fromHere('../api/src/shared/error-codes.ts') },
      { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
  // @panzoom/panzoom is CommonJS without named ES exports: bundled, so its default import works.
  ssr: { noExternal: ['react-router', 'react-router-dom', '@panzoom/panzoom'] },
  build: {
    ssr: fromHere('src/entry-server.tsx'),
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    // The client build's copy of each asset is the one served; none is written here.
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
