// A browser's "Duplicate tab" copies sessionStorage, refresh token and all. Two tabs rotating one refresh
// token trip the server's reuse detection, which revokes the grant under both. So the refresh token
// belongs to the tab holding its grant's Web Lock: a duplicate finds the lock taken and becomes a copy.

export type GrantLocks = {
  /** Holds the grant's lock while this page lives or until released; false when another tab keeps it. */
  claim(grant: string): Promise<boolean>;
  release(grant: string): void;
  manager: LockManager | undefined;
};

export const LOCK_PREFIX = 'teamboard.grant.';

/** Over the browser's Web Locks; without them (or where they throw) every tab counts as the only one. */
export function grantLocks(locks: LockManager | undefined): GrantLocks {
  const held = new Map<string, () => void>();
  return {
    claim(grant) {
      if (!locks || held.has(grant)) return Promise.resolve(true);
      return new Promise((resolve) => {
        // A moment's wait: a reloading tab's previous page may not have let go yet.
        const signal = AbortSignal.timeout(1_000);
        locks
          .request(LOCK_PREFIX + grant, { signal }, () => {
            resolve(true);
            return new Promise<void>((release) => held.set(grant, release));
          })
          .catch(() => resolve(!signal.aborted));
      });
    },
    release(grant) {
      held.get(grant)?.();
      held.delete(grant);
    },
    manager: locks,
  };
}
