import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes `.br` and `.gz` next to every script and stylesheet of the build, once, at the
 * strongest settings; the server's static files plugin (`preCompressed`) sends them to
 * browsers that accept them, so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'lesesaal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const dir = path.join(outDir, 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(dir, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Mantine's styles per component instead of `@mantine/core/styles.css` (250 KB, all of
 * Mantine): every component's class names live in `<Name>.module.mjs`, and each such module
 * gets the import of its stylesheet `@mantine/core/styles/<Name>.css` (Mantine ships one per
 * module, same name). A chunk thus carries the styles of exactly the components it renders:
 * the visitor's first screen gets a few KB of render-blocking CSS, a staff screen's chunk
 * brings its own (Select, Table, …) when it loads. Dependencies come first (a component's
 * imports are visited before the appended stylesheet), the order Mantine's docs ask for.
 * The global styles (baseline, variables, global) are imported by src/main.tsx.
 */
function mantineStylesPerComponent(): Plugin {
  const moduleFile = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  return {
    name: 'lesesaal-mantine-styles-per-component',
    transform(code, id) {
      const name = moduleFile.exec(id)?.[1];
      if (!name) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${name}.css';\n`, map: null };
    },
  };
}

// The server (packages/server, modules/pages) serves dist/index.html for `/` and `/admin/`,
// replacing `<div id="lesesaal"></div>` with the configured mount element. Asset URLs are
// absolute (base '/') so the same HTML works under both paths. Staff code (admin, reports,
// login) is reached only through dynamic imports in src/app/bootstrap.tsx, so it lands in
// separate chunks that a visitor never downloads.
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), mantineStylesPerComponent(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // the visitor budget (150 KB gzip for the first route)
    chunkSizeWarningLimit: 500,
    // No polyfill for `<link rel="modulepreload">` in the entry (0.25 KB gzip): every browser
    // of the build target but Safari < 17 and Firefox < 115 preloads by itself, and without
    // it a lazy screen still loads, its shared chunks just one after another.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the visitor's first screen, React,
          // Mantine's core, i18next, the router) in one chunk: left alone, the bundler splits
          // it into ~25 small chunks shared with the lazy screens, and a phone on a slow
          // network pays a round trip for each (Lighthouse).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  // Inside scripts, built files are found relative to the script itself (import.meta.url),
  // not to the page: a host page on another origin that embeds the visitor app (README
  // "Embedding") loads the lazy screens and their preloads from the Lesesaal server.
  experimental: {
    renderBuiltUrl: (_filename, { hostType }) =>
      hostType === 'js' ? { relative: true } : undefined,
  },
  server: {
    // `npm run dev -w @lesesaal/web` next to `npm run dev` (server on :3000)
    proxy: { '/api': 'http://localhost:3000' },
  },
});
