// Used by vite.config.ts to generate the service worker (docs/decisions.md, "Readable offline"); not
// imported by the app, which only registers the result (app/offline-worker.ts).
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { paths } from './paths.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The navigations the precached index.html answers: the app's own routes, and not `/callback`, which
 * always comes from the network (docs/decisions.md), nor any file such as the bench's floor pages.
 */
export const shellRoutes: RegExp[] = [
  /^\/(\?|$)/,
  ...[paths.events, paths.sessions, paths.signedOut].map((path) => new RegExp(`^${escaped(path)}(/|\\?|$)`)),
];

type ImageMatcher = (route: { request: Request; url: URL }) => boolean;

/**
 * Matches an image from one of the origins. generateSW copies a matcher into sw.js by its source text, so
 * the origins are written into that text rather than closed over.
 */
export function imagesFrom(origins: readonly string[]): ImageMatcher {
  return new Function(
    '{ request, url }',
    `return request.destination === 'image' && ${JSON.stringify(origins)}.includes(url.origin);`,
  ) as ImageMatcher;
}

// Covers seen lately, two pages of cards and more: Chrome counts each opaque response as about 7 MB of
// quota, so the count stays small.
const keptImages = 60;

/**
 * The worker: the app shell precached, the routes answered from it, covers and avatars kept as seen.
 * Only images from origins in `connect-src` can be kept: the worker's own fetches are held to it, and an
 * image host that is only in `img-src` must reach the page without the worker, untouched.
 */
export function offlineWorker(
  imageOrigins: readonly string[],
  imageCacheName: string,
): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    // app/offline-worker.ts registers it after the first page: nothing of it in the first page's file.
    injectRegister: false,
    manifest: false,
    workbox: {
      // The browsers of the app's own es2022 build: Workbox's default (Chrome 56) transpiles more, slower.
      babelPresetEnvTargets: ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4'],
      globPatterns: ['**/*.{html,js,css,woff2,svg}'],
      globIgnores: ['offline-routes.js'],
      importScripts: ['offline-routes.js'],
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: shellRoutes,
      // The load that finds a new sw.js installs it, the next one runs the new build; the old one's files go.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: imagesFrom(imageOrigins),
          // An <img> without CORS gets an opaque response, whose status the worker cannot read: a failed
          // one is cached like a good one, so the next view fetches again and replaces it.
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: imageCacheName,
            cacheableResponse: { statuses: [0, 200] },
            expiration: { maxEntries: keptImages, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          },
        },
      ],
    },
  };
}
