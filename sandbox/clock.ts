import { anchorFor } from './seed';

// The sandbox's notion of now, which POST /_sandbox/clock can move for tests and demos. Event statuses
// follow it; tokens, Retry-After dates and cookies keep the real clock.

export type ClockChange = { now: number } | { advanceMs: number };

export type ClockState = {
  /** The sandbox's now, ISO 8601. */
  now: string;
  /** Whether POST /_sandbox/clock moved it (false: the real clock, or SANDBOX_NOW). */
  set: boolean;
  /** The start of the UTC day the team data is laid out around. */
  anchor: string;
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
// Keeps every timestamp the sandbox derives from the clock a four-digit-year ISO string.
const EARLIEST = Date.parse('1970-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-30T00:00:00Z');

export const CLOCK_HELP =
  'send {"now": "<ISO 8601 instant with Z or an offset, e.g. 2026-03-15T10:30:00Z>"} or {"advanceMs": <integer, may be negative>}; DELETE returns to the default clock';

export class ClockChangeError extends Error {}

const shown = (value: unknown) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

// Date.parse rolls 2026-02-30 over into March.
function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function parseClockChange(input: unknown): ClockChange {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ClockChangeError('the body must be a JSON object');
  const body = input as Record<string, unknown>;
  const unknown = Object.keys(body).filter((key) => key !== 'now' && key !== 'advanceMs');
  if (unknown.length) throw new ClockChangeError(`unknown field ${unknown.join(', ')}`);
  if ('now' in body && 'advanceMs' in body)
    throw new ClockChangeError('send either "now" or "advanceMs", not both');
  if ('now' in body) {
    const { now } = body;
    const ms = typeof now === 'string' && ISO_INSTANT.test(now) ? Date.parse(now) : Number.NaN;
    if (Number.isNaN(ms) || !isCalendarDate(String(now)))
      throw new ClockChangeError(`now must be an ISO 8601 instant with a zone, got ${shown(now)}`);
    return { now: ms };
  }
  if ('advanceMs' in body) {
    const { advanceMs } = body;
    if (typeof advanceMs !== 'number' || !Number.isSafeInteger(advanceMs))
      throw new ClockChangeError(`advanceMs must be an integer, got ${shown(advanceMs)}`);
    return { advanceMs };
  }
  throw new ClockChangeError('the body needs "now" or "advanceMs"');
}

/** `base` is the default clock: the real one, or SANDBOX_NOW. */
export function createClock(base: () => number) {
  let pinned: number | undefined;
  // Kept while the clock is set, so moving it never regenerates the team data for another day.
  let pinnedAnchor: number | undefined;

  const now = () => pinned ?? base();
  const anchor = () => pinnedAnchor ?? anchorFor(base());

  return {
    now,
    anchor,
    /** Applies a change; throws ClockChangeError when it would leave the range of dates. */
    change(change: ClockChange): void {
      const target = 'now' in change ? change.now : now() + change.advanceMs;
      if (!(target >= EARLIEST && target <= LATEST))
        throw new ClockChangeError('the clock must stay between 1970-01-01 and 9999-12-30');
      pinnedAnchor ??= anchor();
      pinned = target;
    },
    reset(): void {
      pinned = undefined;
      pinnedAnchor = undefined;
    },
    state(): ClockState {
      return {
        now: new Date(now()).toISOString(),
        set: pinned !== undefined,
        anchor: new Date(anchor()).toISOString(),
      };
    },
  };
}

export type SandboxClock = ReturnType<typeof createClock>;
