import { describe, expect, it } from 'vitest';
import { inInitialGraph } from '../vite.config';

// main imports app and list; app imports card; list is also imported by a lazy dialog; dialog (lazy)
// imports details; details imports card.
const graph: Record<string, { isEntry: boolean; importers: string[] }> = {
  main: { isEntry: true, importers: [] },
  app: { isEntry: false, importers: ['main'] },
  list: { isEntry: false, importers: ['main', 'dialog'] },
  card: { isEntry: false, importers: ['app', 'details'] },
  dialog: { isEntry: false, importers: [] },
  details: { isEntry: false, importers: ['dialog'] },
  cycle: { isEntry: false, importers: ['loop'] },
  loop: { isEntry: false, importers: ['cycle'] },
  early: { isEntry: true, importers: [] },
  guess: { isEntry: false, importers: ['early'] },
  both: { isEntry: false, importers: ['early', 'app'] },
};
const infoOf = (id: string) => graph[id] ?? null;

describe('inInitialGraph', () => {
  it('takes the entry and what it reaches by static imports', () => {
    for (const id of ['main', 'app', 'list', 'card']) expect(inInitialGraph(id, infoOf), id).toBe(true);
  });

  it('leaves out what only lazy chunks reach, unknown modules, and import cycles off the entry', () => {
    for (const id of ['dialog', 'details', 'cycle', 'unknown'])
      expect(inInitialGraph(id, infoOf), id).toBe(false);
  });

  it('keeps an entry of its own, and what only it reaches, out of the first file', () => {
    for (const id of ['early', 'guess']) expect(inInitialGraph(id, infoOf, ['early']), id).toBe(false);
    expect(inInitialGraph('both', infoOf, ['early'])).toBe(true);
    expect(inInitialGraph('guess', infoOf)).toBe(true);
  });
});
