import { describe, expect, it } from 'vitest';
import { partFiles } from '../vite.config';

// index is the entry; the page chunk imports a shared chunk and the entry; the shared chunk imports
// a second one, which imports the first back.
const chunks = [
  { fileName: 'index.js', isEntry: true, moduleIds: ['/src/main.tsx', '/src/app.tsx'], imports: [] },
  { fileName: 'page.js', isEntry: false, moduleIds: ['/src/page.tsx'], imports: ['shared.js', 'index.js'] },
  { fileName: 'shared.js', isEntry: false, moduleIds: ['/src/rows.ts'], imports: ['deep.js'] },
  { fileName: 'deep.js', isEntry: false, moduleIds: ['/src/deep.ts'], imports: ['shared.js'] },
  { fileName: 'store.js', isEntry: false, moduleIds: ['/src/store.ts'], imports: ['deep.js'] },
];

describe('partFiles', () => {
  it('gives a part its chunk and every chunk it imports, once each, leaving the entry out', () => {
    expect(partFiles(chunks, { paged: ['/src/page.tsx'] })).toEqual({
      paged: ['/page.js', '/shared.js', '/deep.js'],
    });
  });

  it('joins the files of a part’s modules', () => {
    expect(partFiles(chunks, { home: ['/src/page.tsx', '/src/store.ts'] }).home).toEqual([
      '/page.js',
      '/shared.js',
      '/deep.js',
      '/store.js',
    ]);
  });

  it('needs no file for a module built into the entry', () => {
    expect(partFiles(chunks, { start: ['/src/app.tsx'] })).toEqual({ start: [] });
  });

  it('fails the build when a module is in no chunk, so a renamed page is not silently left to the bundle', () => {
    expect(() => partFiles(chunks, { item: ['/src/gone.tsx'] })).toThrow(/gone\.tsx is in no chunk/);
  });
});
