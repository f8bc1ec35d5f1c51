import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { cacheControl } from './src/config/cache-control.ts';
import { loadConfig } from './src/config/config.ts';
import { offlineWorker } from './src/config/offline-worker.ts';
import {
  configuredOrigins,
  contentSecurityPolicy,
  metaPolicy,
  securityHeaders,
} from './src/config/security-headers.ts';
import { type FirstPagePart, type PartFiles, partFilesMeta } from './src/early/early-chunks.ts';
import { imageCacheName } from './src/lib/kept-stores.ts';
import { E2E_LANES } from './test/support/lanes.ts';

/** The built index.html carries what a `<meta>` policy can hold, for hosts that send no headers. */
const cspMeta: Plugin = {
  name: 'teamboard:csp-meta',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy },
      injectTo: 'head-prepend',
    },
  ],
};

/** Preview caches like docs/deploy.md's hosts, so repeat visits measure what people get. */
const previewCaching: Plugin = {
  name: 'teamboard:preview-caching',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      res.setHeader('cache-control', cacheControl(new URL(req.url ?? '/', 'http://x').pathname));
      next();
    });
  },
};

type ModuleInfo = { isEntry: boolean; importers: readonly string[] } | null;

/**
 * True when the app's entry reaches the module by static imports alone, so the first page loads it
 * anyway. `apart` are entries of their own, like the early script, that must stay out of its file.
 */
export function inInitialGraph(
  id: string,
  infoOf: (id: string) => ModuleInfo,
  apart: readonly string[] = [],
): boolean {
  const seen = new Set<string>();
  const reaches = (current: string): boolean => {
    if (seen.has(current)) return false;
    seen.add(current);
    const info = infoOf(current);
    if (info === null || apart.includes(current)) return false;
    return info.isEntry || info.importers.some(reaches);
  };
  return reaches(id);
}

const earlyEntry = fileURLToPath(new URL('./src/early/early.ts', import.meta.url));

/** The modules each part of a first page imports lazily (src/early/early-chunks.ts). */
const partModules: Record<FirstPagePart, readonly string[]> = {
  start: ['src/app/kept-lists.ts'],
  callback: ['src/auth/callback-page.tsx', 'src/auth/session-actions.ts'],
  home: ['src/features/home/home-page.tsx', 'src/lists/seen-store.ts', 'src/lists/page-reader.ts'],
  paged: ['src/features/paged/paged-list.tsx'],
  whole: ['src/features/whole/whole-list.tsx', 'src/lists/seen-store.ts', 'src/lists/page-reader.ts'],
  item: ['src/features/item/item-page.tsx', 'src/lists/page-reader.ts'],
  'events-whole': ['src/lists/events/event-whole.tsx'],
  'sessions-whole': ['src/lists/sessions/session-whole.tsx'],
  'events-item': ['src/lists/events/event-view.tsx'],
  'sessions-item': ['src/lists/sessions/session-view.tsx'],
};

type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
};

/**
 * Each part's files: the chunks holding its modules and every chunk those import, as `/`-rooted URLs.
 * Entries load anyway and are left out, so a module built into the bundle needs no file at all.
 */
export function partFiles(
  chunks: readonly BuiltChunk[],
  modules: Record<string, readonly string[]>,
): PartFiles {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const addWithImports = (chunk: BuiltChunk, into: Set<string>): void => {
    if (chunk.isEntry || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) addWithImports(imported, into);
    }
  };
  return Object.fromEntries(
    Object.entries(modules).map(([part, ids]) => {
      const files = new Set<string>();
      for (const id of ids) {
        const chunk = chunks.find((built) => built.moduleIds.includes(id));
        if (!chunk)
          throw new Error(`${id} is in no chunk: the early script cannot ask for the ${part} page's code`);
        addWithImports(chunk, files);
      }
      return [part, [...files].map((file) => `/${file}`)];
    }),
  );
}

/**
 * The first list request leaves from a script of its own, fetched beside the bundle and run just before
 * it (src/early). It is told the API's base URL of this build's settings, or null when they do
 * not load (then the app shows what is wrong, and nothing leaves early), and finds each page's chunks in
 * index.html, so it can ask for the address's page beside the bundle.
 */
function earlyScript(env: Record<string, string>): Plugin {
  const config = loadConfig(env, 'http://build.invalid');
  let building = false;
  return {
    name: 'teamboard:early-script',
    config: () => ({
      define: { __TEAMBOARD_API_BASE__: JSON.stringify(config.ok ? config.value.apiBaseUrl : null) },
    }),
    configResolved(resolved) {
      building = resolved.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: earlyEntry, name: 'early' });
    },
    transformIndexHtml: {
      order: 'post',
      // Built only: the dev server defines this build's constants in a script that may run after it.
      handler(html, { bundle }) {
        if (!building) return html;
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === earlyEntry,
        );
        if (!chunk) throw new Error('The early script (src/early/early.ts) is missing from the build');
        const chunks = Object.values(bundle ?? {}).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const root = fileURLToPath(new URL('.', import.meta.url));
        const modules = Object.fromEntries(
          Object.entries(partModules).map(([part, ids]) => [part, ids.map((id) => root + id)]),
        );
        // Deferred, just ahead of the bundle, so it runs first on the parsed page, where it paints the tab's
        // last view. After the policy's <meta>, which must come before any script.
        const entry = html.indexOf('<script type="module"');
        if (entry < 0) throw new Error('index.html has no module script for the early script to go before');
        const early = `<script type="module" src="/${chunk.fileName}"></script>\n    `;
        return {
          html: html.slice(0, entry) + early + html.slice(entry),
          // Data in a <meta>, not a <script>.
          tags: [
            {
              tag: 'meta',
              attrs: { name: partFilesMeta, content: JSON.stringify(partFiles(chunks, modules)) },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/** The service worker, for the origins of the settings this build is made with (a test build's own). */
const serviceWorker = () =>
  VitePWA({
    integration: {
      configureOptions(config, options) {
        Object.assign(options, offlineWorker(configuredOrigins(config.env).images, imageCacheName));
      },
    },
  });

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    cspMeta,
    previewCaching,
    earlyScript(loadEnv(mode, process.cwd(), 'VITE_')),
    command === 'build' && serviceWorker(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // What people try locally is what they deploy: the headers of docs/deploy.md.
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: securityHeaders(contentSecurityPolicy(configuredOrigins(loadEnv(mode, process.cwd(), 'VITE_')))),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Current browsers preload modules themselves (Safari since 17); the polyfill only gave older ones a
    // head start, with bytes in the first file.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one file, not Rolldown's default of ten shared chunks: the
          // first page waits for one request. Lazy chunks import what they share from it.
          groups: [
            {
              debugName: 'initial graph',
              name: (id, context) =>
                inInitialGraph(id, (m) => context.getModuleInfo(m), [earlyEntry]) ? 'index' : null,
            },
          ],
        },
      },
    },
  },
  test: {
    // The JSON report is what .ci/run counts for its closing "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]],
    // Two at least: vitest leaves one core free by default, which on a two-core CI runs every file alone.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setup-dom.ts'],
          // One environment for every file (each cleans up what it leaves): a fresh one per file was most
          // of this project's time, and it runs beside the soak on CI's two cores.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'static',
          include: ['test/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['sandbox/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/**/*.e2e.ts'],
          exclude: ['test/soak.e2e.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a page shows after its data can take seconds on a busy two-core machine: vitest's 1 s
          // default failed a CI try while the whole list was still working out what had changed.
          expect: { poll: { timeout: 10_000 } },
          // On CI one more try: one stray flake among a thousand tests would void a run. .ci/run names every
          // test that needed it, with its first error.
          retry: process.env.CI ? 1 : 0,
          // Two files at a time, each worker against the stack of the lane it claims (test/support/lanes.ts):
          // most of an e2e file's time is spent waiting on timers, timeouts and the browser.
          maxWorkers: E2E_LANES,
          env: { E2E_CLAIM_LANE: '1' },
          // A worker runs file after file: a fresh worker per file cost seconds.
          isolate: false,
          // After the other projects, whose group runs two files at a time.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The soak drives the same servers while the other projects run, before the e2e files start.
        extends: true,
        test: {
          name: 'soak',
          include: ['test/soak.e2e.ts'],
          environment: 'node',
          // The first lane's stack, whichever worker of the first group the soak lands on.
          env: { E2E_LANE: '0' },
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
}));
