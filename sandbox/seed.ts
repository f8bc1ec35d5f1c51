import type { CoverFormat } from './images';
import type { SandboxLogin } from './users';

// Raw API shapes, as the sandbox serves them (snake_case, the contract's field names).
export type RawPrice = { value: number; value_in_cents: number; currency: string };

export type RawAccount = {
  id: string;
  slug: string;
  name: string;
  partner: boolean;
  profile_image_url: string | null;
  cover_image_url: string | null;
};

export type RawEvent = {
  id: string;
  slug: string;
  duration_seconds: number;
  scheduled_at: string | null;
  live_at: string | null;
  completed_at: string | null;
  canceled_at: string | null;
  offer_replay_purchase: boolean;
  name: string;
  description: string;
  cover_url: string | null;
  price: RawPrice;
  account: RawAccount;
};

export type RawSession = {
  id: string;
  slug: string;
  session_count: number;
  duration_seconds: number;
  name: string;
  description: string;
  cover_url: string | null;
  price: RawPrice;
  account: RawAccount;
};

/**
 * What the seed knows about its events' times beyond the fields: `eventAt` reads it to serve an event as
 * it stands at the sandbox's now.
 */
export type EventTiming = {
  /** Scheduled in the past, never went live: no live_at whatever the clock says. */
  noShows: ReadonlySet<string>;
  /** Live whatever the clock says: started this many half hours before now, rounded down to the half hour. */
  liveNow: ReadonlyMap<string, number>;
};

/** A team's items; `timing` is absent for data a test writes itself, which is served as it is. */
export type TeamData = { events: RawEvent[]; sessions: RawSession[]; timing?: EventTiming };

type TeamSpec = { seed: number; events: number; sessions: number; accounts: number; liveNow: number };
type TeamLogin = Exclude<SandboxLogin, 'no-team'>;

const TEAMS: Record<TeamLogin, TeamSpec> = {
  'team-member': { seed: 1001, events: 300, sessions: 100, accounts: 7, liveNow: 4 },
  'big-team': { seed: 2002, events: 10_000, sessions: 2_500, accounts: 24, liveNow: 40 },
  'huge-team': { seed: 5005, events: 50_000, sessions: 12_500, accounts: 120, liveNow: 60 },
  'empty-team': { seed: 3003, events: 0, sessions: 0, accounts: 0, liveNow: 0 },
};

const HALF_HOUR = 1_800_000;
const HOUR = 2 * HALF_HOUR;
const DAY = 24 * HOUR;
/**
 * Today's programme: half-hour starts from the anchor's midnight into the next morning, so a person west
 * of UTC has a "later today" too. The step is prime to the slot count, so the starts spread over the day.
 */
const TODAY_SLOTS = 60;
const TODAY_STEP = 37;

const PRICES: Record<string, number[]> = {
  USD: [5, 9.99, 12.5, 19, 25, 49.99, 99],
  EUR: [4.5, 9, 15, 29.9, 45, 79],
  GBP: [3.99, 8, 12, 24.5, 40],
  JPY: [500, 1200, 3000, 4800, 9800],
};
const CURRENCIES = Object.keys(PRICES);
const DURATIONS = [1800, 2700, 3600, 5400, 7200, 10_800];
const EVENT_FORMATS = ['Workshop', 'Live Q&A', 'Masterclass', 'Meetup', 'Office hours', 'Panel', 'Demo day'];
const SESSION_FORMATS = ['Course', 'Bootcamp', 'Coaching series', 'Study group', 'Lab series'];

// How each event is laid out; the clock turns the scheduled ones live and completed. 'past' events are
// no-shows that never go live; 'live' ones are either live now, whatever the clock, or today's programme.
type EventStatus = 'upcoming' | 'completed' | 'past' | 'live' | 'canceled' | 'unscheduled';
// Weighted so every status shows on the first pages of team-member.
const STATUS_CYCLE: EventStatus[] = [
  'upcoming',
  'completed',
  'upcoming',
  'live',
  'past',
  'completed',
  'canceled',
  'upcoming',
  'unscheduled',
  'completed',
];

const statusOf = (index: number): EventStatus =>
  STATUS_CYCLE[(index * 7 + Math.floor(index / 10)) % STATUS_CYCLE.length] ?? 'upcoming';

/** The start of the UTC day of `nowMs`: timestamps are offsets from it, so a day's responses are stable. */
export function anchorFor(nowMs: number): number {
  return Math.floor(nowMs / DAY) * DAY;
}

/**
 * An event as it stands at `now`: live from its start, completed at its end, unless it is canceled,
 * unscheduled or a no-show. Live-now events start a whole number of half hours before now.
 */
export function eventAt(event: RawEvent, timing: EventTiming, now: number): RawEvent {
  if (event.canceled_at !== null || event.scheduled_at === null || timing.noShows.has(event.id)) return event;
  const halfHoursAgo = timing.liveNow.get(event.id);
  const start =
    halfHoursAgo === undefined
      ? Date.parse(event.scheduled_at)
      : (Math.floor(now / HALF_HOUR) - halfHoursAgo) * HALF_HOUR;
  const end = start + event.duration_seconds * 1000;
  return {
    ...event,
    scheduled_at: iso(start),
    live_at: now >= start ? iso(start) : null,
    completed_at: now >= end ? iso(end) : null,
  };
}

/** Which 'live' slots are live now rather than later today: `count` of them, spread over the list. */
function liveNowIndices(events: number, count: number): Set<number> {
  const slots = Array.from({ length: events }, (_, i) => i).filter((i) => statusOf(i) === 'live');
  const picked = Math.min(count, slots.length);
  return new Set(
    Array.from({ length: picked }, (_, j) => slots[Math.floor((j * slots.length) / picked)] ?? 0),
  );
}

export function hasTeam(login: SandboxLogin): login is Exclude<SandboxLogin, 'no-team'> {
  return login !== 'no-team';
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * `Array.from({ length }, make)` that lets the event loop run between batches, so the sandbox keeps
 * answering other requests while it generates huge-team. The order of `make` calls is the same.
 */
async function generate<T>(length: number, make: (index: number) => T): Promise<T[]> {
  const items: T[] = [];
  for (let i = 0; i < length; i++) {
    if (i > 0 && i % 2_500 === 0) await new Promise((resume) => setImmediate(resume));
    items.push(make(i));
  }
  return items;
}

export async function generateTeam(
  login: Exclude<SandboxLogin, 'no-team'>,
  origin: string,
  anchor: number,
  covers: CoverFormat = 'webp',
): Promise<TeamData> {
  const spec = TEAMS[login];
  // Imported on first use: faker is the slowest import, and start-up should not wait for it.
  const { Faker, en } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en] });
  faker.seed(spec.seed);

  /** A readable, unique slug: the name's letters plus part of the id. */
  function slugFor(name: string, id: string): string {
    const base = faker.helpers
      .slugify(name)
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '');
    return `${base}-${id.slice(4, 10)}`;
  }

  const accounts: RawAccount[] = Array.from({ length: spec.accounts }, (_, i) => {
    const name = faker.company.name();
    const slug = `${faker.helpers.slugify(name).toLowerCase()}-${i + 1}`;
    const id = `acc_${faker.string.alphanumeric({ length: 10, casing: 'lower' })}`;
    return {
      id,
      slug,
      name,
      partner: i % 3 === 1,
      // Every fourth account has no avatar, so the badge's fallback shows.
      profile_image_url: i % 4 === 3 ? null : `${origin}/avatars/${slug}.svg`,
      cover_image_url: i % 5 === 4 ? null : `${origin}/covers/${id}.${covers}`,
    };
  });

  function coverFor(id: string, index: number): string | null {
    if (index % 10 === 7) return null;
    if (index % 20 === 13) return `${origin}/covers/gone/${id}.${covers}`;
    return `${origin}/covers/${id}.${covers}`;
  }

  function priceFor(index: number): RawPrice {
    const currency = CURRENCIES[index % CURRENCIES.length] ?? 'USD';
    const value = index % 7 === 2 ? 0 : faker.helpers.arrayElement(PRICES[currency] ?? [10]);
    return { value, value_in_cents: Math.round(value * 100), currency };
  }

  function text(formats: string[]) {
    const name = `${faker.helpers.arrayElement(formats)}: ${faker.company.catchPhrase()}`;
    return { name, description: faker.lorem.sentences({ min: 1, max: 3 }) };
  }

  const noShows = new Set<string>();
  const liveNow = new Map<string, number>();
  const liveNowAt = liveNowIndices(spec.events, spec.liveNow);
  let todays = 0;
  const events: RawEvent[] = await generate(spec.events, (i) => {
    const id = `evt_${faker.string.alphanumeric({ length: 12, casing: 'lower' })}`;
    const { name, description } = text(EVENT_FORMATS);
    const status = statusOf(i);
    const hours = faker.number.int({ min: 1, max: 24 * 90 });
    let duration = faker.helpers.arrayElement(DURATIONS);
    let scheduled: number | null = null;
    let canceled: number | null = null;
    if (status === 'upcoming') scheduled = anchor + hours * HOUR;
    if (status === 'past' || status === 'completed') scheduled = anchor - hours * HOUR;
    if (status === 'past') noShows.add(id);
    if (status === 'live') {
      // Drawn for today's programme too, so every later item keeps its place in the random sequence.
      const halfHoursAgo = faker.number.int({ min: 0, max: 2 });
      if (liveNowAt.has(i)) {
        liveNow.set(id, halfHoursAgo);
        // Long enough to have at least half an hour left, wherever now falls in its half hour.
        duration = Math.max(duration, (halfHoursAgo + 2) * 1800);
        scheduled = anchor - halfHoursAgo * HALF_HOUR;
      } else {
        scheduled = anchor + ((todays++ * TODAY_STEP) % TODAY_SLOTS) * HALF_HOUR;
      }
    }
    if (status === 'canceled') {
      scheduled = anchor + (i % 2 === 0 ? hours : -hours) * HOUR;
      canceled = scheduled - faker.number.int({ min: 1, max: 14 }) * DAY;
    }
    return {
      id,
      slug: slugFor(name, id),
      duration_seconds: duration,
      scheduled_at: scheduled === null ? null : iso(scheduled),
      live_at: null,
      completed_at: null,
      canceled_at: canceled === null ? null : iso(canceled),
      offer_replay_purchase: status === 'completed' && i % 2 === 0,
      name,
      description,
      cover_url: coverFor(id, i),
      price: priceFor(i),
      account: faker.helpers.arrayElement(accounts),
    };
  });

  const sessions: RawSession[] = await generate(spec.sessions, (i) => {
    const id = `ses_${faker.string.alphanumeric({ length: 12, casing: 'lower' })}`;
    const { name, description } = text(SESSION_FORMATS);
    return {
      id,
      slug: slugFor(name, id),
      session_count: faker.number.int({ min: 1, max: 12 }),
      duration_seconds: faker.helpers.arrayElement(DURATIONS),
      name,
      description,
      cover_url: coverFor(id, i),
      price: priceFor(i + 3),
      account: faker.helpers.arrayElement(accounts),
    };
  });

  return { events, sessions, timing: { noShows, liveNow } };
}

/** Lazily generates and caches each team's data per anchor day, on the first request for that team. */
export function createTeamStore(origin: string, covers: CoverFormat = 'webp') {
  const cache = new Map<string, Promise<TeamData>>();
  const keyOf = (login: TeamLogin, anchor: number) => `${login}@${anchor}`;

  function team(login: TeamLogin, anchor: number): Promise<TeamData> {
    const key = keyOf(login, anchor);
    let data = cache.get(key);
    if (!data) {
      for (const existing of cache.keys()) if (existing.startsWith(`${login}@`)) cache.delete(existing);
      data = generateTeam(login, origin, anchor, covers);
      cache.set(key, data);
    }
    return data;
  }

  return { team };
}
