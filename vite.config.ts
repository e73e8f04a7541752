import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '3000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|wasm)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` (paths relative to it),
 * at maximum compression: done once at build time, the server only picks a file
 * (@fastify/static preCompressed). A variant that is not smaller is not written.
 */
export async function precompressFiles(dir: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const path = join(dir, file);
        const raw = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await writeFile(`${path}.br`, br);
        if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
      }),
  );
}

/** The file the pages' shared view parts go to (codeSplitting below), which every page load runs. */
const VIEWS_CHUNK = 'views';

/** V8's explicit compile hint (Chrome 136+): the first line of a file whose functions run as the page loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files every page load runs (the entry: the shell, react-admin, MUI, the providers; and the
 * views' shared file) for eager compilation: Chrome then compiles their functions on a background
 * thread while the file downloads, instead of on the main thread at each function's first call
 * (issue 43 point 15: the login's total blocking time 94–180 → 73–93 ms, Lighthouse mobile, docs/testing.md).
 * Done on the written files (Vite's preload helper is prepended later than any banner, and the
 * comment must be the file's first line).
 */
export async function addCompileHints(dir: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const code = await readFile(path, 'utf8');
      if (!code.startsWith(COMPILE_HINT)) await writeFile(path, `${COMPILE_HINT}${code}`);
    }),
  );
}

/** The written build's files: the compile hint on those every load runs, then their compressed copies (which carry it too). */
export function finishFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aula-finish-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const loadFiles = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && (chunk.isEntry || chunk.name === VIEWS_CHUNK) ? [chunk.fileName] : []));
      await addCompileHints(dir, loadFiles);
      await precompressFiles(dir, Object.keys(bundle));
    },
  };
}

/**
 * The service worker (doc 1 §9; docs/operations.md 'Service worker'): dist/sw.js precaches the build and serves
 * the app's navigations from it, never /api (no fallback there, no runtime caching at all); a new
 * version waits for 'Actualizar ahora' (registerType 'prompt'). Registered by src/shell/serviceWorker.ts
 * in the built app only; `vite` (dev) makes none.
 */
const serviceWorker = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    // The build's chunks reach ~1.5 MB (chunkSizeWarningLimit); none is left out of the precache.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once; later versions wait for the prompt.
    clientsClaim: true,
    skipWaiting: false,
  },
});

/** The modules the pages' views are made of (what the 'views' chunk may take). */
const VIEW_PARTS = /[\\/](?:node_modules[\\/](?:@mui[\\/](?:material|system|utils|icons-material)|ra-ui-materialui|ra-core|react-hook-form|@hookform|react-dropzone|@tanstack|react-transition-group)|src[\\/](?:resource-views|shell|shared|layout)|core|dataProvider)[\\/]/;

// The login page's notices (react-admin's Notification on MUI's Snackbar, loaded after the page
// draws) stay out of it: the login page would fetch the whole file for them.
const LOGIN_NOTICES = /[\\/]@mui[\\/]material[\\/]esm[\\/](?:Snackbar|SnackbarContent|ClickAwayListener)[\\/]/;

// Dev: Vite serves the UI with hot reload and proxies the API to the Node server (npm run dev starts both).
export default defineConfig({
  plugins: [react(), finishFiles(), serviceWorker],
  // The browser's zod runs without eval, as the Content-Security-Policy requires (src/zodBrowser.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zodBrowser.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What every page load needs (the login's code: the shell, react-admin, MUI, the providers)
        // in one file, not ~100 small shared chunks: a reload spent ~300 ms fetching and linking them.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // What two or more pages share beyond the shell (react-admin's and MUI's view parts, the
            // generated views) in one file: split by the sets of pages using them, the students list
            // alone fetched 59 files, each a request of its own on a phone's slow network (issue 43).
            { name: VIEWS_CHUNK, test: (id) => VIEW_PARTS.test(id) && !LOGIN_NOTICES.test(id), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
