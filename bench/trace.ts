import type { Browser, Page } from 'playwright-core';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

export type Breakdown = { what: string; ms: number }[];

// Trace event names grouped into what a person profiling would call them.
const groups: [RegExp, string][] = [
  [
    /^(v8\.compile|v8\.parseOnBackground|V8\.CompileCode|V8\.CompileLazy|v8\.produce|CompileScript|V8\.Parse)/i,
    'JS parse + compile',
  ],
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::)/i, 'garbage collection'],
  [
    /^(EvaluateScript|v8\.run|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.callFunction|RunMicrotasks|v8\.evaluateModule|V8\.BytecodeBudgetInterrupt|V8\.StackGuard|V8\.HandleInterrupts)/i,
    'JS run',
  ],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)/i, 'style'],
  [/^(Layout|UpdateLayerTree|PrePaint|Layerize|IntersectionObserver)/i, 'layout'],
  [
    /^(Paint|PaintImage|Decode|ImageDecodeTask|Commit|CompositeLayers|RasterTask|UpdateLayer)$/i,
    'paint + images',
  ],
  [/^(ParseHTML)/i, 'HTML parse'],
  [/^RunTask$/, 'task overhead (loading, IPC, scheduling)'],
];

function groupOf(name: string): string {
  return groups.find(([pattern]) => pattern.test(name))?.[1] ?? 'other main-thread work';
}

/** Self time per group on the page's main thread: each event's duration minus its children's. */
export function mainThreadBreakdown(events: TraceEvent[]): Breakdown {
  // The page's renderer is the one that ran the most on its main thread.
  const busiest = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask') continue;
    const key = `${e.pid}:${e.tid}`;
    busiest.set(key, (busiest.get(key) ?? 0) + (e.dur ?? 0));
  }
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const [thread] = [...busiest].filter(([key]) => mainThreads.has(key)).sort((a, b) => b[1] - a[1])[0] ?? [];
  const slices = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; group: string; child: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack[stack.length - 1] as { end: number }).end <= until) {
      const done = stack.pop() as { group: string; child: number; dur: number };
      self.set(done.group, (self.get(done.group) ?? 0) + Math.max(0, done.dur - done.child));
    }
  };
  for (const slice of slices) {
    close(slice.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.child += slice.dur ?? 0;
    stack.push({
      end: slice.ts + (slice.dur ?? 0),
      group: groupOf(slice.name),
      child: 0,
      dur: slice.dur ?? 0,
    });
  }
  close(Number.POSITIVE_INFINITY);
  return [...self]
    .map(([what, us]) => ({ what, ms: us / 1000 }))
    .filter((entry) => entry.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
}

/** Runs `action` under a Chromium trace and returns where the main thread spent its time. */
export async function traced(browser: Browser, page: Page, action: () => Promise<void>): Promise<Breakdown> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'disabled-by-default-v8.compile',
      'disabled-by-default-v8.gc',
    ],
  });
  let buffer: Buffer | undefined;
  try {
    await action();
  } finally {
    buffer = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return mainThreadBreakdown(traceEvents);
}
