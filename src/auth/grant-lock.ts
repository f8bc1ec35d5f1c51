// "Duplicate tab" copies sessionStorage; two tabs rotating one refresh token trip the server's reuse
// detection, which revokes the grant. So the refresh token belongs to the tab holding its grant's Web Lock.

export type GrantLocks = {
  claim(grant: string): Promise<boolean>;
  release(grant: string): void;
  manager: LockManager | undefined;
};

export const LOCK_PREFIX = 'teamboard.grant.';

/** The grants the tabs of this origin hold; none where Web Locks cannot tell. */
export async function heldGrants(locks: LockManager | undefined): Promise<string[]> {
  try {
    const state = await locks?.query();
    return (state?.held ?? []).flatMap(({ name }) =>
      name?.startsWith(LOCK_PREFIX) ? [name.slice(LOCK_PREFIX.length)] : [],
    );
  } catch {
    return [];
  }
}

export function grantLocks(locks: LockManager | undefined): GrantLocks {
  const held = new Map<string, () => void>();
  return {
    claim(grant) {
      if (!locks || held.has(grant)) return Promise.resolve(true);
      return new Promise((resolve) => {
        // A reloading tab's previous page may not have let go yet.
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
