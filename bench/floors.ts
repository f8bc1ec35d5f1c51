import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { SANDBOX_ORIGIN } from '../test/support/origins';

// The floors the app is measured against, installed into the build they are compared with, so
// they are served from the same origin with the same headers and the app's own CSS and font.

const root = resolve(import.meta.dirname, '..');

/** A floor's page, pointed at the sandbox, with the app's stylesheets and font preload. */
function floorHtml(distDir: string, html: string): string {
  const appHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const links = [
    ...(appHtml.match(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/gs) ?? []),
    ...(appHtml.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []),
  ];
  return html.replace('%API_BASE%', SANDBOX_ORIGIN).replace('<!-- app-styles -->', links.join('\n    '));
}

/** The hand-written floor (bench/floor). */
export function installFloor(distDir: string): void {
  const floorDir = join(distDir, 'floor');
  mkdirSync(floorDir, { recursive: true });
  copyFileSync(join(root, 'bench/floor/floor.js'), join(floorDir, 'floor.js'));
  const html = readFileSync(join(root, 'bench/floor/index.html'), 'utf8');
  writeFileSync(join(floorDir, 'index.html'), floorHtml(distDir, html));
}

/** A React floor (bench/floor-react, bench/floor-rq), built for production by Vite on its own, not the app's config. */
async function buildFloorApp(distDir: string, folder: 'floor-react' | 'floor-rq'): Promise<void> {
  const outDir = join(distDir, folder);
  await build({
    configFile: false,
    root: join(root, 'bench', folder),
    base: `/${folder}/`,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const page = join(outDir, 'index.html');
  writeFileSync(page, floorHtml(distDir, readFileSync(page, 'utf8')));
}

/** React DOM alone: the cards rendered once the request answers. */
export const buildReactFloor = (distDir: string) => buildFloorApp(distDir, 'floor-react');
/** React with React Query, as the TanStack Query pagination example does it. */
export const buildRqFloor = (distDir: string) => buildFloorApp(distDir, 'floor-rq');
