import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { wantsGraphQLIde } from '../api/src/graphql/ide-request';
import { offlinePrecacheFiles } from './src/modules/offline/build/offlinePrecache';
import { inlineStylesheets, lowerScriptPriority } from './src/build/firstPaintHead';

const api = 'http://localhost:4000';
const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * react-router's package exports only point at its development build (dev-only warnings and
 * checks, about twice the size). The client build takes the production entries instead; the
 * dev server and jest keep the package's own resolution.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

const GENERATED = fromHere('src/gql/graphql.ts');
const DOCUMENT_ID = '\0gql-document:';

/**
 * codegen writes every document into one module (src/gql/graphql.ts). The client build gives
 * each document a module of its own (the optimizer's `import { XDocument } from '…/gql/graphql'`
 * becomes an import of `XDocument` alone), so a lazy page's queries load with that page and the
 * first load carries only the documents of the shell.
 */
function documentPerModule(): Plugin {
  let documents: Map<string, string> | null = null;
  const documentsOf = (source: string) => {
    const found = new Map<string, string>();
    for (const match of source.matchAll(
      /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
    ))
      found.set(match[1], match[2]);
    return found;
  };
  return {
    name: 'panelhouse:gql-document-per-module',
    apply: 'build',
    buildStart() {
      documents = documentsOf(fs.readFileSync(GENERATED, 'utf8'));
      this.addWatchFile(GENERATED);
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('gql/graphql')) return null;
      let changed = false;
      const out = code.replace(
        /import\s*\{\s*(\w+)\s*\}\s*from\s*["']([^"']*\/gql\/graphql)(?:\.ts)?["'];?/g,
        (statement, name: string, specifier: string) => {
          const target = path.resolve(path.dirname(id.split('?')[0]), specifier);
          if (`${target}.ts` !== GENERATED || !documents?.has(name)) return statement;
          changed = true;
          return `import { ${name} } from ${JSON.stringify(DOCUMENT_ID + name)};`;
        },
      );
      return changed ? { code: out, map: null } : null;
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_ID) ? id : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_ID)) return null;
      const name = id.slice(DOCUMENT_ID.length);
      return `export const ${name} = ${documents!.get(name)};\n`;
    },
  };
}

/** What the built index.html asks for before the first paint (src/build/firstPaintHead.ts). */
function firstPaintHead(): Plugin {
  return {
    name: 'panelhouse:first-paint-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const inlined = inlineStylesheets(html, (href) => {
          const asset = bundle?.[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string'
            ? asset.source
            : new TextDecoder().decode(asset.source);
        });
        return lowerScriptPriority(inlined);
      },
    },
  };
}

/**
 * The service worker (src/modules/offline/sw/sw.ts → dist/sw.js, docs/reader-offline.md):
 * Workbox through vite-plugin-pwa's injectManifest, which bundles our worker and writes the
 * precache list into it. The web manifest is ours (public/manifest.webmanifest) and the app
 * registers the worker itself (modules/offline/register.ts), so the plugin adds neither.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/modules/offline/sw',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html}'],
      manifestTransforms: [
        (entries) => {
          const viteManifest = JSON.parse(
            fs.readFileSync(fromHere('dist/.vite/manifest.json'), 'utf8'),
          ) as Parameters<typeof offlinePrecacheFiles>[0];
          const wanted = offlinePrecacheFiles(viteManifest);
          return { manifest: entries.filter((entry) => wanted.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

// `vite build` builds the site (index.html); `vite build --mode graphiql` then builds the
// self-hosted GraphQL IDE (graphiql.html, served by the API at GET /graphql) into the same
// dist/. Two builds, so the IDE shares no chunk with the site: a shared chunk would carry the
// parts of graphql and react-dom that only the IDE uses into the site's first load.
export default defineConfig(({ command, mode, isSsrBuild }): UserConfig => {
  const ide = mode === 'graphiql';
  const clientBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [
      react({
        babel: {
          // Each `graphql(...)` call becomes an import of its own document from src/gql/graphql.ts,
          // so the bundle carries only the documents used (not codegen's map of them all) and each
          // lands in the chunk that uses it. Jest (@swc/jest) keeps calling `graphql()`.
          plugins: [
            [
              babelOptimizerPlugin,
              { artifactDirectory: fromHere('src/gql'), gqlTagName: 'graphql' },
            ],
          ],
        },
      }),
      documentPerModule(),
      ...(clientBuild && !ide ? [firstPaintHead()] : []),
      // The site's build only: the IDE build must not write (or precache into) another sw.js.
      ...(clientBuild && !ide ? serviceWorker() : []),
    ],
    resolve: {
      alias: [
        { find: '@shared/limits', replacement: fromHere('../api/src/config/limits.ts') },
        { find: '@shared/error-codes', replacement: fromHere('../api/src/shared/error-codes.ts') },
        ...(clientBuild ? reactRouterProduction : []),
      ],
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        // A browser opening /graphql gets the GraphiQL page from Vite (with HMR), as the API
        // serves the built one in production; every GraphQL request goes on to the API.
        '/graphql': {
          target: api,
          bypass: (req) =>
            wantsGraphQLIde(req.method, req.url, req.headers.accept) ? '/graphiql.html' : undefined,
        },
        '/api': api,
        '/media': api,
        '/healthz': api,
      },
    },
    build: {
      outDir: 'dist',
      // The IDE build adds to the site's dist/ and keeps its manifest out of the site's.
      emptyOutDir: !ide,
      sourcemap: true,
      // No <link rel="modulepreload"> per chunk when a page's module is imported: on a slow
      // phone the entry spent about 100 ms adding a score of them to the head while a
      // server-rendered page waited to hydrate. The page's chunk names its own imports, which
      // the browser then fetches in parallel (one round trip more, no main-thread work).
      modulePreload: false,
      // dist/.vite/manifest.json: the site's entry and chunks (scripts/check-bundle-size.mjs).
      manifest: ide ? '.vite/graphiql-manifest.json' : true,
      rollupOptions: {
        input: ide ? { graphiql: fromHere('graphiql.html') } : { main: fromHere('index.html') },
      },
    },
  };
});
