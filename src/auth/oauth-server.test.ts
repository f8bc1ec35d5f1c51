import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { discoveryAnswer } from './oauth-server';

// Real oauth4webapi processing of crafted metadata answers, so what is said follows the library.
const issuer = new URL('https://auth.example.com/o');

async function answerTo(response: Response) {
  try {
    await oauth.processDiscoveryResponse(issuer, response);
  } catch (error) {
    return discoveryAnswer(error);
  }
  throw new Error('expected the metadata to be refused');
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('discoveryAnswer', () => {
  it('tells a status, a redirect, something else and another issuer apart', async () => {
    expect(await answerTo(json({ error: 'not_found' }, 404))).toEqual({ kind: 'status', status: 404 });
    expect(await answerTo(new Response(null, { status: 301, headers: { location: '/o/x/' } }))).toEqual({
      kind: 'redirect',
    });
    expect(await answerTo(new Response('<html>', { headers: { 'content-type': 'text/html' } }))).toEqual({
      kind: 'not-metadata',
    });
    expect(await answerTo(json({ issuer: 'https://auth.example.com/o/' }))).toEqual({
      kind: 'issuer',
      issuer: 'https://auth.example.com/o/',
    });
  });

  it('never repeats a long or non-URL issuer as if it were one', async () => {
    expect(await answerTo(json({ issuer: `https://auth.example.com/${'x'.repeat(300)}` }))).toEqual({
      kind: 'not-metadata',
    });
    expect(await answerTo(json({ issuer: 'Call 555 to sign in' }))).toEqual({ kind: 'not-metadata' });
  });
});
