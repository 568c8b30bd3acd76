import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The server (packages/server, modules/pages) serves dist/index.html for `/` and `/admin/`,
// replacing `<div id="lesesaal"></div>` with the configured mount element. Asset URLs are
// absolute (base '/') so the same HTML works under both paths. Staff code (admin, reports,
// login) is reached only through dynamic imports in src/app/bootstrap.tsx, so it lands in
// separate chunks that a visitor never downloads.
export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // the visitor budget (150 KB gzip for the first route, STACK-NOTES pitfall 6)
    chunkSizeWarningLimit: 500,
  },
  server: {
    // `npm run dev -w @lesesaal/web` next to `npm run dev` (server on :3000)
    proxy: { '/api': 'http://localhost:3000' },
  },
});
