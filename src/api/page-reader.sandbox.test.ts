import { afterEach, describe, expect, it } from 'vitest';
import { type ApiSandbox, rawEvents, startApiSandbox } from '../../test/support/api-sandbox';
import { eventsApiPath } from '../lists/events/event-queries';
import { normalisers } from '../lists/normalisers';
import { apiClient } from './client';
import { ApiError } from './errors';
import {
  createPageReader,
  type Endpoint,
  type PageReader,
  pageReadHandler,
  type ReadMessage,
  type ReadReply,
  readerGone,
} from './page-reader';

// The worker's side and the page's, joined by a real MessageChannel (the structured clone a worker's
// messages go through), reading from the sandbox's API in-process.

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** `done`: the reads the worker's side has finished with, by id. */
type Channel = { endpoint: Endpoint; received: ReadMessage[]; done: number[]; fail(): void };

function channelTo(sandbox: ApiSandbox): Channel {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const received: ReadMessage[] = [];
  const done: number[] = [];
  const handle = pageReadHandler(normalisers, sandbox.fetch, (reply) => port2.postMessage(reply));
  port2.onmessage = ({ data }: MessageEvent<ReadMessage>) => {
    received.push(data);
    if (!('abort' in data)) void handle(data).then(() => done.push(data.id));
    else void handle(data);
  };
  const endpoint: Endpoint = {
    postMessage: (message) => port1.postMessage(message),
    set onmessage(listener: ((event: MessageEvent<ReadReply>) => void) | null) {
      port1.onmessage = listener;
    },
    get onmessage() {
      return port1.onmessage;
    },
    onerror: null,
    terminate: () => port1.close(),
  };
  return { endpoint, received, done, fail: () => endpoint.onerror?.(new ErrorEvent('error')) };
}

const params = (page: number) => ({ page, perPage: 100 });

/** A page through the app's client, as the whole list reads one: sign-in and status rules included. */
function readVia(reader: PageReader, page: number, list = 'events', signal?: AbortSignal) {
  return apiClient().getVia(
    eventsApiPath,
    { page, per_page: 100 },
    (request, inner) => reader.read(list, params(page), request, inner),
    signal,
  );
}

describe('the page reader', () => {
  it('hands back the page the app would read itself: fetched, parsed and normalised beside it', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    const reader = createPageReader(() => channelTo(sandbox).endpoint);
    const away = await readVia(reader, 3);
    const here = normalisers.events?.(
      await apiClient().getJson(eventsApiPath, { page: 3, per_page: 100 }),
      params(3),
    );
    expect(away).toEqual(here);
    expect(away?.items).toHaveLength(50);
    expect(away?.pagination.totalPages).toBe(3);
  });

  it('leaves the statuses to the client: a 429 comes back as the same error, with its wait', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    sandbox.fault({ match: 'events', page: 2, status: 429, retryAfter: 7, times: 1 });
    const reader = createPageReader(() => channelTo(sandbox).endpoint);
    const error = await readVia(reader, 2).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7_000 });
  });

  it('says what was asked when an answer is not JSON', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    sandbox.fault({ match: 'events', kind: 'malformed-json', times: 1 });
    const reader = createPageReader(() => channelTo(sandbox).endpoint);
    await expect(readVia(reader, 2)).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('GET /v1/me/community/team/events?page=2&per_page=100'),
    });
  });

  it('tells the worker to drop a read the page no longer waits for', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    sandbox.fault({ match: 'events', page: 2, delayMs: 5_000, times: 1 });
    const channel = channelTo(sandbox);
    const reader = createPageReader(() => channel.endpoint);
    const controller = new AbortController();
    const read = readVia(reader, 2, 'events', controller.signal);
    await expect.poll(() => sandbox.requests).toHaveLength(1);
    controller.abort(new Error('left the page'));
    await expect(read).rejects.toThrow('left the page');
    // Its request ended with the abort, not with the answer five seconds later.
    const [asked] = channel.received;
    await expect.poll(() => channel.done).toContain(asked?.id);
  });

  it('leaves the reading to the page where the worker cannot start, fails, or has no such list', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    const none = createPageReader(() => null);
    expect(none.start()).toBe(false);
    await expect(readVia(none, 2)).rejects.toBe(readerGone);

    const channel = channelTo(sandbox);
    const failing = createPageReader(() => channel.endpoint);
    sandbox.fault({ match: 'events', page: 2, delayMs: 5_000, times: 1 });
    const pending = readVia(failing, 2);
    await expect.poll(() => sandbox.requests).toHaveLength(1);
    channel.fail();
    await expect(pending).rejects.toBe(readerGone);
    await expect(readVia(failing, 3)).rejects.toBe(readerGone);

    const unknown = createPageReader(() => channelTo(sandbox).endpoint);
    await expect(readVia(unknown, 2, 'venues')).rejects.toBe(readerGone);
  });
});
