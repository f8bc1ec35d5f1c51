import { describe, expect, it } from 'vitest';
import { mainThreadBreakdown } from './trace';

const thread = (pid: number, tid: number) => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name: 'CrRendererMain' },
});
const slice = (name: string, ts: number, dur: number, pid = 1, tid = 1) => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid,
  tid,
});

describe('mainThreadBreakdown', () => {
  it('takes self time: a parent counts only what its children did not', () => {
    const breakdown = mainThreadBreakdown([
      thread(1, 1),
      slice('RunTask', 0, 10_000),
      slice('FunctionCall', 1_000, 6_000),
      slice('Layout', 2_000, 2_000),
    ]);
    expect(breakdown).toEqual([
      { what: 'JS run', ms: 4 },
      { what: 'task overhead (loading, IPC, scheduling)', ms: 4 },
      { what: 'layout', ms: 2 },
    ]);
  });

  it('reads the busiest renderer main thread only', () => {
    const breakdown = mainThreadBreakdown([
      thread(1, 1),
      thread(2, 1),
      slice('RunTask', 0, 1_000, 1, 1),
      slice('RunTask', 0, 9_000, 2, 1),
      slice('Paint', 0, 9_000, 2, 1),
      slice('Layout', 0, 50_000, 3, 1),
    ]);
    expect(breakdown).toEqual([{ what: 'paint + images', ms: 9 }]);
  });
});
