import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';

const OriginalChannel = globalThis.BroadcastChannel;

afterEach(() => {
  globalThis.BroadcastChannel = OriginalChannel;
  vi.resetModules();
});

describe('configureAuth where the browser refuses a BroadcastChannel', () => {
  it('starts the tab on its own instead of throwing (Firefox with site data blocked)', async () => {
    globalThis.BroadcastChannel = class {
      constructor() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }
    } as unknown as typeof BroadcastChannel;
    vi.resetModules();
    const session = await import('./session');
    const config = loadConfig({}, 'http://127.0.0.1:5173');
    if (!config.ok) throw new Error('the sandbox config should load');
    expect(() => session.configureAuth(config.value)).not.toThrow();
    expect(session.getAuthSnapshot().status).not.toBe('redirecting');
    session.signInWithPersonalToken('pasted-token-1234');
    expect(session.getAccessToken()).toBe('pasted-token-1234');
  });
});
