import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyResponse } from './handoff';

function leaveEarly(href: string, token: string) {
  const controller = new AbortController();
  const response = Promise.resolve(new Response('{"data":[]}', { status: 200 }));
  globalThis.teamboardEarlyRequest = { href, token, controller, response };
  return { controller, response };
}

afterEach(() => {
  globalThis.teamboardEarlyRequest = undefined;
});

describe('takeEarlyResponse', () => {
  it('hands the answer over once, for the same address and token', async () => {
    const { response } = leaveEarly('https://api.example.com/e?page=1', 'at');
    const signal = new AbortController().signal;
    expect(takeEarlyResponse('https://api.example.com/e?page=1', 'at', signal)).toBe(response);
    expect(await (await response).json()).toEqual({ data: [] });
    expect(takeEarlyResponse('https://api.example.com/e?page=1', 'at', signal)).toBeNull();
  });

  it('leaves it for another request or another token', () => {
    leaveEarly('https://api.example.com/e?page=1', 'at');
    const signal = new AbortController().signal;
    expect(takeEarlyResponse('https://api.example.com/e?page=2', 'at', signal)).toBeNull();
    expect(takeEarlyResponse('https://api.example.com/e?page=1', 'renewed', signal)).toBeNull();
    expect(globalThis.teamboardEarlyRequest).toBeDefined();
  });

  it('cancels the early request with the request that took it', () => {
    const { controller } = leaveEarly('https://api.example.com/e', 'at');
    const taker = new AbortController();
    takeEarlyResponse('https://api.example.com/e', 'at', taker.signal);
    expect(controller.signal.aborted).toBe(false);
    taker.abort();
    expect(controller.signal.aborted).toBe(true);

    const { controller: second } = leaveEarly('https://api.example.com/e', 'at');
    takeEarlyResponse('https://api.example.com/e', 'at', AbortSignal.abort());
    expect(second.signal.aborted).toBe(true);
  });
});
