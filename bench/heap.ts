import type { CDPSession } from 'playwright-core';

/** The parts of a V8 heap snapshot (`.heapsnapshot` JSON) this reads. */
export type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
};

/**
 * Compiled code (and V8's hidden bookkeeping for it, such as type feedback) grows for a while as V8
 * optimises what paging runs: warm-up, not a leak. `native` nodes are the browser's C++ objects, among
 * them DevTools' own network buffers, which grow with every request while a CDP client listens. All are
 * left out of the objects that tell whether the app leaks.
 */
const notAppObjects = new Set(['code', 'native', 'hidden', 'synthetic']);

/** Bytes held by JS objects, strings, arrays and closures in a snapshot (self sizes, after GC). */
export function objectBytes(snapshot: HeapSnapshot): number {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += stride) {
    const type = typeNames[snapshot.nodes[i + typeAt] as number] ?? '';
    if (!notAppObjects.has(type)) bytes += snapshot.nodes[i + sizeAt] as number;
  }
  return bytes;
}

/** A heap snapshot of the page, after a forced GC. */
export async function takeSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const collect = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}
