import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
      '/graphql': api,
      '/api': api,
      '/media': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
