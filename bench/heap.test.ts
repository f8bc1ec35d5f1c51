import { describe, expect, it } from 'vitest';
import { type HeapSnapshot, objectBytes } from './heap';

// Nodes are flat: [type, name, id, self_size, edge_count] per node, as V8 writes them.
const snapshot = (nodes: [string, number][]): HeapSnapshot => {
  const types = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'native', 'synthetic'];
  return {
    snapshot: {
      meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], node_types: [types] },
    },
    nodes: nodes.flatMap(([type, size], id) => [types.indexOf(type), 0, id, size, 0]),
  };
};

describe('objectBytes', () => {
  it("adds up the JS objects' own sizes, leaving out compiled code and the browser's C++ objects", () => {
    const heap = snapshot([
      ['object', 100],
      ['string', 40],
      ['array', 60],
      ['closure', 32],
      ['code', 5000],
      ['native', 7000],
      ['hidden', 300],
      ['synthetic', 0],
    ]);
    expect(objectBytes(heap)).toBe(232);
  });

  it('is 0 for an empty heap', () => {
    expect(objectBytes(snapshot([]))).toBe(0);
  });
});
