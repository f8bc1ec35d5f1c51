import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '../auth/auth-state';
import type { StoredSession } from '../auth/stored-session';
import type { AppConfig } from '../config/app-config';
import { loadConfig } from '../config/config';
import { keptOwner } from './kept-lists';

function config(env: Record<string, string> = {}): AppConfig {
  const loaded = loadConfig(env, 'http://localhost:3000');
  if (!loaded.ok) throw new Error('the settings must load');
  return loaded.value;
}

const session = (id: string | null): StoredSession => ({
  mode: id === null ? 'personal' : 'oauth',
  accessToken: 'access',
  refreshToken: null,
  expiresAt: null,
  refreshAt: null,
  grant: 'grant',
  source: null,
  user: { id, name: 'Tamsin Member', picture: null },
});

describe('keptOwner', () => {
  it('is one person at one sign-in server, client and API, and nobody when that cannot be told', () => {
    const service = {
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_OAUTH_ISSUER: 'https://id.example.com',
      VITE_OAUTH_CLIENT_ID: 'teamboard',
    };
    const here = config(service);
    const tamsin = keptOwner(signedIn(session('tamsin')), here);
    expect(tamsin).not.toBeNull();
    expect(keptOwner(signedIn(session('tamsin')), here)).toBe(tamsin);
    expect(keptOwner(signedIn(session('bob')), here)).not.toBe(tamsin);
    const elsewhere = [
      config({ ...service, VITE_API_BASE_URL: 'https://api.example.org' }),
      config({ ...service, VITE_OAUTH_ISSUER: 'https://id.example.org' }),
      config({ ...service, VITE_OAUTH_CLIENT_ID: 'another-client' }),
    ];
    for (const other of elsewhere) expect(keptOwner(signedIn(session('tamsin')), other)).not.toBe(tamsin);
    expect(keptOwner(signedIn(session(null)), here)).toBeNull();
    expect(keptOwner(signedOut('signed-out'), here)).toBeNull();
  });
});
