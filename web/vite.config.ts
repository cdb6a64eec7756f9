import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { wantsGraphQLIde } from '../api/src/graphql/ide-request';

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@shared/limits': fileURLToPath(new URL('../api/src/config/limits.ts', import.meta.url)),
      '@shared/error-codes': fileURLToPath(
        new URL('../api/src/shared/error-codes.ts', import.meta.url),
      ),
    },
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
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The site, and the self-hosted GraphQL IDE (served by the API at GET /graphql).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
      },
    },
  },
});
