import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { errorDetails, redactSecrets } from './error-details';

const jwt = 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJ0ZWFtLW1lbWJlciJ9.c2lnbmF0dXJlLXBhcnQ';
const refresh = 'Xq3vT9pLk2mN8rS1uW4yZ7aB0cD5eF6gH_iJ-kLmNoP';

describe('redactSecrets', () => {
  it('removes JWTs, Bearer values and long opaque tokens', () => {
    const text = redactSecrets(`token ${jwt}; Authorization: Bearer abc.def-ghi; refresh ${refresh}`);
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('abc.def-ghi');
    expect(text).not.toContain(refresh);
    expect(text).toBe('token [redacted]; Authorization: Bearer [redacted]; refresh [redacted]');
  });

  it('removes the code and state of a callback address and token parameters', () => {
    expect(redactSecrets('http://app/callback?code=abc&state=xyz&iss=http%3A%2F%2Fi')).toBe(
      'http://app/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fi',
    );
    expect(redactSecrets('http://app/#access_token=short&x=1')).toBe(
      'http://app/#access_token=[redacted]&x=1',
    );
  });

  it('keeps ordinary text, paths, asset names and long words', () => {
    const ordinary =
      'GET /v1/me/community/team/sessions?page=2&per_page=24 answered 503 at http://127.0.0.1:4173/assets/index-B2x9kQ.js:1:200';
    expect(redactSecrets(ordinary)).toBe(ordinary);
    expect(redactSecrets('W'.repeat(50))).toBe('W'.repeat(50));
  });
});

describe('errorDetails', () => {
  const context = {
    href: 'http://127.0.0.1:4173/events?page=3&per_page=24',
    at: new Date('2026-11-23T09:30:00Z'),
    userAgent: 'TestBrowser/1.0',
  };

  it('names the error, its kind and status, the page, the time and the browser', () => {
    const error = new ApiError({ kind: 'server', status: 503, message: 'GET /v1/x answered 503' });
    const text = errorDetails(error, context);
    expect(text).toContain('ApiError: GET /v1/x answered 503');
    expect(text).toContain('Kind: server');
    expect(text).toContain('Status: 503');
    expect(text).toContain('Page: http://127.0.0.1:4173/events?page=3&per_page=24');
    expect(text).toContain('Time: 2026-11-23T09:30:00.000Z');
    expect(text).toContain('Browser: TestBrowser/1.0');
  });

  it('keeps a few stack lines and never a token, wherever it hides', () => {
    const error = new Error(`refresh failed with ${refresh}`);
    error.stack = `Error: x\n    at refresh (http://app/assets/auth.js:1:2)\n    at use (${jwt})`;
    const text = errorDetails(error, { ...context, href: `http://app/callback?code=${refresh}&state=s1` });
    expect(text).toContain('Stack:');
    expect(text).toContain('at refresh (http://app/assets/auth.js:1:2)');
    expect(text).not.toContain(refresh);
    expect(text).not.toContain(jwt);
  });

  it('describes values thrown that are not errors', () => {
    expect(errorDetails('plain string', context)).toContain('Thrown: plain string');
    expect(errorDetails(null, context)).toContain('Thrown: null');
  });
});
