import type { EventTiming, RawEvent } from './seed';

// POST /_sandbox/changes: the team's events change between two visits, as a real team's do. New events
// are added, and upcoming ones are repriced, rescheduled or canceled; the answer names every id touched,
// so a test (or a person) knows exactly what "since you last looked" should mark.

export const CHANGE_KINDS = ['add', 'reprice', 'reschedule', 'cancel'] as const;
type ChangeKind = (typeof CHANGE_KINDS)[number];
export type ChangeRequest = Record<ChangeKind, number>;
export type AppliedChanges = Record<'added' | 'repriced' | 'rescheduled' | 'canceled', string[]>;

export const CHANGES_HELP = `a JSON object with any of ${CHANGE_KINDS.map((kind) => `"${kind}"`).join(', ')}: how many events (0-100 each)`;

export class ChangeRequestError extends Error {}

export function parseChangeRequest(input: unknown): ChangeRequest {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ChangeRequestError('the body must be a JSON object');
  const body = input as Record<string, unknown>;
  const unknown = Object.keys(body).filter((key) => !(CHANGE_KINDS as readonly string[]).includes(key));
  if (unknown.length) throw new ChangeRequestError(`unknown field ${unknown.join(', ')}`);
  const request = { add: 0, reprice: 0, reschedule: 0, cancel: 0 };
  for (const kind of CHANGE_KINDS) {
    const value = body[kind] ?? 0;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100)
      throw new ChangeRequestError(`"${kind}" must be a whole number from 0 to 100`);
    request[kind] = value;
  }
  if (CHANGE_KINDS.every((kind) => request[kind] === 0)) throw new ChangeRequestError('nothing to change');
  return request;
}

const DAY = 24 * 60 * 60 * 1000;

function repriced(price: RawEvent['price']): RawEvent['price'] {
  if (price.value === 0) return { value: 15, value_in_cents: 1500, currency: price.currency || 'USD' };
  const value = Math.round(price.value * 1.25 * 100) / 100;
  return { ...price, value, value_in_cents: Math.round(value * 100) };
}

type Overlay = { patches: Map<string, Partial<RawEvent>>; added: RawEvent[]; version: number };

/** One overlay per team: what was changed on top of the seed, applied to every answer after. */
export function createChangeStore() {
  const overlays = new Map<string, Overlay>();
  const views = new WeakMap<readonly RawEvent[], { version: number; login: string; events: RawEvent[] }>();
  let added = 0;

  function overlayOf(login: string): Overlay {
    let overlay = overlays.get(login);
    if (!overlay) {
      overlay = { patches: new Map(), added: [], version: 0 };
      overlays.set(login, overlay);
    }
    return overlay;
  }

  return {
    /** Changes `request` events of the team, chosen among its upcoming ones, soonest first. */
    apply(
      login: string,
      events: readonly RawEvent[],
      timing: EventTiming | undefined,
      request: ChangeRequest,
      now: number,
    ): AppliedChanges {
      const overlay = overlayOf(login);
      const current = new Map(
        events.map((event) => [event.id, { ...event, ...overlay.patches.get(event.id) }]),
      );
      const upcoming = [...current.values()]
        .filter(
          (event) =>
            event.canceled_at === null &&
            event.scheduled_at !== null &&
            Date.parse(event.scheduled_at) > now &&
            !overlay.patches.has(event.id) &&
            !timing?.liveNow.has(event.id) &&
            !timing?.noShows.has(event.id),
        )
        .sort((a, b) => Date.parse(a.scheduled_at ?? '') - Date.parse(b.scheduled_at ?? ''));
      const take = (count: number) => upcoming.splice(0, count);
      const result: AppliedChanges = { added: [], repriced: [], rescheduled: [], canceled: [] };
      for (const event of take(request.reprice)) {
        overlay.patches.set(event.id, { price: repriced(event.price) });
        result.repriced.push(event.id);
      }
      for (const event of take(request.reschedule)) {
        overlay.patches.set(event.id, {
          scheduled_at: new Date(Date.parse(event.scheduled_at ?? '') + DAY).toISOString(),
        });
        result.rescheduled.push(event.id);
      }
      for (const event of take(request.cancel)) {
        overlay.patches.set(event.id, { canceled_at: new Date(now).toISOString() });
        result.canceled.push(event.id);
      }
      const model = events[0];
      for (let i = 0; i < request.add && model; i++) {
        added += 1;
        const id = `evt_sandbox_new_${added}`;
        overlay.added.push({
          ...model,
          id,
          slug: `new-event-${added}`,
          name: `New event ${added}`,
          scheduled_at: new Date(now + (i + 2) * DAY).toISOString(),
          live_at: null,
          completed_at: null,
          canceled_at: null,
        });
        result.added.push(id);
      }
      overlay.version += 1;
      return result;
    },
    /** The team's events with its changes: patched in place, new ones at the end. Cached per change. */
    view(login: string, events: readonly RawEvent[]): readonly RawEvent[] {
      const overlay = overlays.get(login);
      if (!overlay) return events;
      const cached = views.get(events);
      if (cached && cached.version === overlay.version && cached.login === login) return cached.events;
      const changed = [
        ...events.map((event) => {
          const patch = overlay.patches.get(event.id);
          return patch ? { ...event, ...patch } : event;
        }),
        ...overlay.added,
      ];
      views.set(events, { version: overlay.version, login, events: changed });
      return changed;
    },
    clear() {
      overlays.clear();
    },
  };
}

export type ChangeStore = ReturnType<typeof createChangeStore>;
