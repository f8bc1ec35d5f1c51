import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './server';
import { getList, startTestSandbox, tokenFor } from './testing';

type Event = {
  id: string;
  scheduled_at: string | null;
  canceled_at: string | null;
  price: { value: number; value_in_cents: number; currency: string };
};

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await tokenFor(sandbox.origin, 'team-member');
});
afterAll(() => sandbox.close());

async function allEvents(): Promise<Map<string, Event>> {
  const events: Event[] = [];
  for (let page = 1; ; page++) {
    const { body } = await getList(sandbox.origin, 'events', token, `page=${page}&per_page=100`);
    const items = (body as unknown as { events: Event[] }).events;
    events.push(...items);
    if (items.length < 100) break;
  }
  return new Map(events.map((event) => [event.id, event]));
}

const post = (body: unknown) =>
  fetch(`${sandbox.origin}/_sandbox/changes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('/_sandbox/changes', () => {
  it('adds, reprices, reschedules and cancels exactly the events it names, and DELETE undoes it', async () => {
    const before = await allEvents();
    const response = await post({ add: 2, reprice: 2, reschedule: 1, cancel: 1 });
    expect(response.status).toBe(201);
    const { changes } = (await response.json()) as {
      changes: Record<'added' | 'repriced' | 'rescheduled' | 'canceled', string[]>;
    };
    expect(Object.values(changes).map((ids) => ids.length)).toEqual([2, 2, 1, 1]);
    const after = await allEvents();

    expect([...after.keys()].filter((id) => !before.has(id))).toEqual(changes.added);
    const differing = [...before.keys()].filter(
      (id) => JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id)),
    );
    expect(differing.sort()).toEqual(
      [...changes.repriced, ...changes.rescheduled, ...changes.canceled].sort(),
    );
    for (const id of changes.repriced)
      expect(after.get(id)?.price.value_in_cents).not.toBe(before.get(id)?.price.value_in_cents);
    for (const id of changes.rescheduled)
      expect(
        Date.parse(after.get(id)?.scheduled_at ?? '') - Date.parse(before.get(id)?.scheduled_at ?? ''),
      ).toBe(86_400_000);
    for (const id of changes.canceled) expect(after.get(id)?.canceled_at).not.toBeNull();

    // A second round picks other events.
    const again = (await (await post({ reprice: 1 })).json()) as { changes: Record<string, string[]> };
    expect(changes.repriced).not.toContain(again.changes.repriced?.[0]);

    expect((await fetch(`${sandbox.origin}/_sandbox/changes`, { method: 'DELETE' })).status).toBe(200);
    expect(await allEvents()).toEqual(before);
  });

  it.each([
    [{}],
    [{ add: -1 }],
    [{ add: 1.5 }],
    [{ cancel: 101 }],
    [{ explode: 1 }],
    [{ add: 1, login: 'no-team' }],
  ])('refuses %j, saying what it takes', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /"add", "reprice", "reschedule", "cancel"/,
    );
  });
});
