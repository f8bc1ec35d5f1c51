import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { later } from '../i18n/en/later';
import { failureMessage } from './failure-message';
import type { SignInFailure } from './sign-in-failure';

const kinds: SignInFailure[] = [
  { kind: 'cancelled' },
  { kind: 'refused', code: 'server_error' },
  { kind: 'state-mismatch' },
  { kind: 'no-pending' },
  { kind: 'code-rejected' },
  { kind: 'unreachable' },
  { kind: 'bad-response' },
  { kind: 'configuration', problem: 'issuer' },
  {
    kind: 'discovery',
    url: 'https://auth.example.com/.well-known/openid-configuration',
    answer: { kind: 'redirect' },
  },
];

describe('failureMessage', () => {
  it.each([
    ['en', later.signInFailures],
    ['de', de.signInFailures],
  ])('gives every failure its own title and an explanation (%s)', (_language, failures) => {
    const shown = kinds.map((failure) => failureMessage(failure, failures));
    expect(new Set(shown.map((message) => message.title)).size).toBe(kinds.length);
    expect(shown.every((message) => message.body.length > 20)).toBe(true);
    expect(failureMessage({ kind: 'refused', code: 'server_error' }, failures).body).toContain(
      'server_error',
    );
  });

  it('says where discovery looked, what came back and which setting helps', () => {
    const url = 'https://auth.example.com/o/.well-known/openid-configuration';
    const message = (answer: Extract<SignInFailure, { kind: 'discovery' }>['answer']) =>
      failureMessage({ kind: 'discovery', url, answer }, later.signInFailures).body;
    expect(message({ kind: 'status', status: 404 })).toBe(
      `It asked ${url} and got HTTP status 404. If the server publishes it elsewhere, set VITE_OAUTH_DISCOVERY_URL to that exact address, or set the endpoints.`,
    );
    expect(failureMessage({ kind: 'unreachable', url }, later.signInFailures)).toEqual({
      title: 'The sign-in server could not be reached',
      body: expect.stringMatching(
        /^It asked .*openid-configuration and could not read an answer.*CORS headers.*VITE_OAUTH_DISCOVERY_URL/,
      ),
    });
    expect(message({ kind: 'issuer', issuer: 'https://auth.example.com/o' })).toMatch(
      /another issuer’s, “https:\/\/auth.example.com\/o”\. Set VITE_OAUTH_ISSUER to exactly that issuer/,
    );
  });

  it('names the setting to change for a configuration problem, and does not suggest trying again', () => {
    const problems = ['metadata', 'issuer', 'client', 'scope', 'resource', 'id-token'] as const;
    for (const problem of problems) {
      const { body } = failureMessage({ kind: 'configuration', problem }, later.signInFailures);
      expect(body).toMatch(/VITE_OAUTH_[A-Z_]+/);
      expect(body).toMatch(/Trying again will not help/);
    }
    expect(failureMessage({ kind: 'configuration', problem: 'issuer' }, later.signInFailures).body).toMatch(
      /trailing “\/”/,
    );
    expect(failureMessage({ kind: 'bad-response' }, later.signInFailures).body).not.toMatch(
      /Trying again usually helps/,
    );
  });
});
