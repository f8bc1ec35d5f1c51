// What a soak run records, and the numbers made from it: plain data and plain functions.

/** How a step of the scripted person ended. */
export type Outcome =
  /** The view showed what it was for (cards, rows, an event). */
  | 'content'
  /** It showed a designed message (an error with Retry, no team, offline, sign in) and recovered from it. */
  | 'recovered'
  /** It showed a designed message that stayed: the failure was explained, not hidden. */
  | 'explained'
  /** Neither content nor a message before the step's deadline: a spinner or skeleton that never ended. */
  | 'stalled'
  /** Nothing on the page at the deadline. */
  | 'white'
  /** The app's own "Something went wrong" page: a render error reached the error boundary. */
  | 'crashed';

export type StepRecord = {
  at: number;
  step: string;
  outcome: Outcome;
  /** From the step's start to the view settling (content or message). */
  settleMs: number;
  /** The URL's view state (path and parameters other than `page`) was not what the step asked for. */
  urlLost: string | null;
};

export type SoakLog = {
  startedAt: number;
  endedAt: number;
  steps: StepRecord[];
  /** API and sign-in server requests: when, and the status (0: no answer, the request failed). */
  requests: { at: number; status: number }[];
  uncaught: string[];
  heap: { at: number; bytes: number; document: number }[];
  offline: { from: number; to: number }[];
  tokenExpiries: number[];
  /** Steps whose control was missing, so the address was typed instead. */
  typed: number;
};

/** Linear least squares: the growth of `y` per unit of `x`. */
export function slope(points: { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/** A page fills its caches in its first minute; a leak is what grows after that, page after page. */
export const HEAP_WARM_UP_MS = 60_000;

/** The heap samples taken once their page had warmed up (a page's start: its first sample). */
export function settledHeap(heap: SoakLog['heap']): SoakLog['heap'] {
  const startOf = new Map<number, number>();
  for (const sample of heap) if (!startOf.has(sample.document)) startOf.set(sample.document, sample.at);
  return heap.filter((sample) => sample.at - (startOf.get(sample.document) ?? sample.at) >= HEAP_WARM_UP_MS);
}

/** Counts per sliding window of `windowMs`, moved by `stepMs`, over [from, to]. */
export function windowCounts(times: number[], from: number, to: number, windowMs: number, stepMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const counts: { at: number; count: number }[] = [];
  for (let start = from; start + windowMs <= Math.max(to, from + windowMs); start += stepMs) {
    const end = start + windowMs;
    counts.push({ at: end, count: sorted.filter((t) => t >= start && t < end).length });
  }
  return counts;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export type SoakSummary = {
  minutes: number;
  pagesVisited: number;
  outcomes: Record<Outcome, number>;
  requestsByStatus: Record<string, number>;
  longestStallMs: number;
  whiteScreens: number;
  uncaughtErrors: number;
  urlStateLost: number;
  requestsPerMinute: { quiet: number; peak: number };
  heap: { startMB: number; endMB: number; growthMBPer10Min: number };
  goals: { name: string; met: boolean; value: string }[];
};

const MB = 1024 * 1024;

export function summarise(log: SoakLog): SoakSummary {
  const outcomes: Record<Outcome, number> = {
    content: 0,
    recovered: 0,
    explained: 0,
    stalled: 0,
    white: 0,
    crashed: 0,
  };
  for (const step of log.steps) outcomes[step.outcome] += 1;
  const requestsByStatus: Record<string, number> = {};
  for (const { status } of log.requests) {
    const key = status === 0 ? 'no answer' : String(status);
    requestsByStatus[key] = (requestsByStatus[key] ?? 0) + 1;
  }
  const perMinute = windowCounts(
    log.requests.map((request) => request.at),
    log.startedAt,
    log.endedAt,
    60_000,
    10_000,
  ).map((window) => window.count);
  const quiet = median(perMinute);
  const peak = Math.max(0, ...perMinute);
  const growthPerMs = slope(settledHeap(log.heap).map((sample) => ({ x: sample.at, y: sample.bytes })));
  const growthMBPer10Min = (growthPerMs * 600_000) / MB;
  const whiteScreens = outcomes.white;
  const uncaughtErrors = log.uncaught.length + outcomes.crashed;
  const urlStateLost = log.steps.filter((step) => step.urlLost !== null).length;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    minutes: round((log.endedAt - log.startedAt) / 60_000),
    pagesVisited: log.steps.length,
    outcomes,
    requestsByStatus,
    longestStallMs: Math.max(0, ...log.steps.map((step) => step.settleMs)),
    whiteScreens,
    uncaughtErrors,
    urlStateLost,
    requestsPerMinute: { quiet, peak },
    heap: {
      startMB: round((log.heap[0]?.bytes ?? 0) / MB),
      endMB: round((log.heap.at(-1)?.bytes ?? 0) / MB),
      growthMBPer10Min: round(growthMBPer10Min),
    },
    goals: [
      { name: 'no white screen', met: whiteScreens === 0, value: String(whiteScreens) },
      { name: 'no uncaught error', met: uncaughtErrors === 0, value: String(uncaughtErrors) },
      { name: 'no URL state lost', met: urlStateLost === 0, value: String(urlStateLost) },
      {
        name: 'every failure shown, then recovered or explained',
        met: outcomes.stalled === 0,
        value: `${outcomes.stalled} stalled`,
      },
      {
        name: 'no request storm: peak ≤ 3× the quiet rate',
        met: peak <= 3 * Math.max(quiet, 1),
        value: `${peak} / ${quiet} a minute`,
      },
      {
        name: 'heap flat: growth < 1 MB per 10 minutes',
        met: growthMBPer10Min < 1,
        value: `${round(growthMBPer10Min)} MB`,
      },
    ],
  };
}
