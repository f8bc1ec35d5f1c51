import { describe, expect, it } from 'vitest';
import { PAST_LAST_ANSWERS } from './api';
import { parseChoice, parseOrigins, parsePort, portArgument } from './env';
import { COVER_FORMATS } from './images';
import { OAUTH_MODES } from './oauth-metadata';
import { DEFAULT_SPA_ORIGINS, defaultAccessTokenTtl, defaultNow } from './server';

describe('parsePort', () => {
  it('uses the fallback when unset or empty', () => {
    expect(parsePort(undefined, 'SANDBOX_PORT', 4010)).toBe(4010);
    expect(parsePort('', 'SANDBOX_PORT', 4010)).toBe(4010);
  });

  it('accepts 1..65535', () => {
    expect(parsePort('1', 'SANDBOX_PORT', 4010)).toBe(1);
    expect(parsePort('65535', 'SANDBOX_PORT', 4010)).toBe(65_535);
  });

  it.each(['0', '65536', 'abc', '80.5', ' 80', '-1'])('refuses %j naming the variable', (raw) => {
    expect(() => parsePort(raw, 'SANDBOX_PORT', 4010)).toThrow(/^SANDBOX_PORT must be a port number/);
  });
});

describe('parseOrigins', () => {
  it('defaults to the dev and e2e SPA origins', () => {
    expect(parseOrigins(undefined)).toEqual(DEFAULT_SPA_ORIGINS);
  });

  it('splits a comma list and drops a trailing slash', () => {
    expect(parseOrigins('http://127.0.0.1:4173, http://localhost:3000/')).toEqual([
      'http://127.0.0.1:4173',
      'http://localhost:3000',
    ]);
  });

  it.each(['not a url', 'http://127.0.0.1:5173/app'])('refuses %j', (raw) => {
    expect(() => parseOrigins(raw)).toThrow(/^SANDBOX_SPA_ORIGINS/);
  });
});

describe('clock and token lifetime from the environment', () => {
  it('fixes the clock with SANDBOX_NOW and refuses a non-date', () => {
    expect(defaultNow({ SANDBOX_NOW: '2026-01-02T03:04:05Z' })()).toBe(Date.parse('2026-01-02T03:04:05Z'));
    expect(() => defaultNow({ SANDBOX_NOW: 'yesterday' })).toThrow(/SANDBOX_NOW/);
  });

  it('reads SANDBOX_ACCESS_TOKEN_TTL in seconds, default 600', () => {
    expect(defaultAccessTokenTtl({})).toBe(600);
    expect(defaultAccessTokenTtl({ SANDBOX_ACCESS_TOKEN_TTL: '' })).toBe(600);
    expect(defaultAccessTokenTtl({ SANDBOX_ACCESS_TOKEN_TTL: '20' })).toBe(20);
    expect(defaultAccessTokenTtl({ SANDBOX_ACCESS_TOKEN_TTL: '1' })).toBe(1);
  });

  it.each(['0', '20s', '1.5', '-5', ' 20', 'ten'])(
    'refuses SANDBOX_ACCESS_TOKEN_TTL=%j in one line',
    (raw) => {
      expect(() => defaultAccessTokenTtl({ SANDBOX_ACCESS_TOKEN_TTL: raw })).toThrow(
        `SANDBOX_ACCESS_TOKEN_TTL must be a whole number of seconds >= 1, got "${raw}"`,
      );
    },
  );
});

describe('parseChoice', () => {
  it('defaults to the first choice when unset or empty', () => {
    expect(parseChoice(undefined, 'SANDBOX_OAUTH', OAUTH_MODES)).toBe('oidc');
    expect(parseChoice('', 'SANDBOX_PAST_LAST', PAST_LAST_ANSWERS)).toBe('empty');
    expect(parseChoice(undefined, 'SANDBOX_COVERS', COVER_FORMATS)).toBe('webp');
  });

  it('accepts each listed value as it is', () => {
    expect(parseChoice('oauth2', 'SANDBOX_OAUTH', OAUTH_MODES)).toBe('oauth2');
    expect(parseChoice('404', 'SANDBOX_PAST_LAST', PAST_LAST_ANSWERS)).toBe('404');
    expect(parseChoice('400', 'SANDBOX_PAST_LAST', PAST_LAST_ANSWERS)).toBe('400');
    expect(parseChoice('svg', 'SANDBOX_COVERS', COVER_FORMATS)).toBe('svg');
  });

  it('refuses anything else in one line naming the variable and the valid values', () => {
    expect(() => parseChoice('OAuth2', 'SANDBOX_OAUTH', OAUTH_MODES)).toThrow(
      'SANDBOX_OAUTH must be one of oidc, oauth2, got "OAuth2"',
    );
    expect(() => parseChoice('410', 'SANDBOX_PAST_LAST', PAST_LAST_ANSWERS)).toThrow(
      'SANDBOX_PAST_LAST must be one of empty, 404, 400, got "410"',
    );
  });
});

describe('portArgument', () => {
  it('reads --port N and --port=N from a Vite command line', () => {
    expect(portArgument(['--port', '5200'])).toBe('5200');
    expect(portArgument(['--open', '--port=5300'])).toBe('5300');
    expect(portArgument(['--open'])).toBeUndefined();
    expect(portArgument(['--port'])).toBe('');
  });
});
