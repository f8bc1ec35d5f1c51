export { securityHeaders } from '../../src/config/security-headers';

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { cacheControl } from '../../src/config/cache-control';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export type StaticServer = { origin: string; close(): Promise<void> };

/**
 * Serves a production build like a CDN would: hashed assets cached for a year, every other path
 * falls back to index.html (the SPA routes), and the given security headers on every response.
 */
export async function startStaticServer(opts: {
  root: string;
  port: number;
  host?: string;
  headers?: Record<string, string>;
}): Promise<StaticServer> {
  const host = opts.host ?? '127.0.0.1';
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(opts.root, path);
    if (!file.startsWith(opts.root + sep) && file !== opts.root) file = join(opts.root, 'index.html');
    let info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      file = join(opts.root, 'index.html');
      info = await stat(file).catch(() => null);
    }
    for (const [name, value] of Object.entries(opts.headers ?? {})) res.setHeader(name, value);
    if (!info) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': cacheControl(file.slice(opts.root.length).split(sep).join('/')),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
