import type { QueryClient } from '@tanstack/react-query';
import { claimKept, dropKeptAhead, keepWriting, readKeptAhead, restoreKept } from '../api/persisted-cache';
import type { AuthSnapshot } from '../auth/auth-state';
import type { Session } from '../auth/session';
import type { AppConfig } from '../config/app-config';
import { keepForMs, keptMarker, sharedComputer } from '../lib/keeping';
import { forgetKept, lastViewKey, stopKeptWrites } from '../lib/kept-stores';
import { webStorage } from '../lib/web-storage';
import { keepLastView } from './last-view';

// Whose lists this device keeps, and when they go; the data itself is api/persisted-cache's. A chunk of
// its own, loaded at start beside the first page. Tokens are never part of what is kept.

// A restore that takes longer than this gives way to the network; what it restores still shows.
const restoreWaitMs = 3_000;

/** The data's owner: one person at one sign-in server, API and client; null when nobody known is in. */
export function keptOwner(snapshot: AuthSnapshot, config: AppConfig): string | null {
  const id = snapshot.status === 'signed-in' ? snapshot.user?.id : null;
  return id ? JSON.stringify([config.oauth.issuer, config.oauth.clientId, config.apiBaseUrl, id]) : null;
}

export type KeptLists = {
  /** Resolves once the signed-in person's kept lists are in the cache (or the wait is over). */
  ready(): Promise<void>;
  /** Resolves once their first batch is: a paged view's page is in it (or the wait is over). */
  firstBack(): Promise<void>;
};

export function keepLists(session: Session, client: QueryClient, config: AppConfig): KeptLists {
  let ready: Promise<void> = Promise.resolve();
  let firstBack: Promise<void> = Promise.resolve();
  let owner: string | null = null;
  let stop = () => {};
  let forgetting: Promise<void> | null = null;

  function pause() {
    stop();
    stop = () => {};
    owner = null;
  }

  function forget(): Promise<void> {
    pause();
    // Before the stores are emptied, and where another tab emptied them already: this tab's writes stop.
    stopKeptWrites();
    dropKeptAhead();
    webStorage('sessionStorage')?.removeItem(lastViewKey);
    if (!keptMarker.read()) return forgetting ?? Promise.resolve();
    keptMarker.save(false);
    forgetting = forgetKept()
      .catch(() => undefined)
      .finally(() => {
        forgetting = null;
      });
    return forgetting;
  }

  let keptBefore = false;

  function keep(next: string) {
    owner = next;
    // The first person's pages count from the page's start: the first page is often in before this chunk
    // (the early request's answer always is). A later person's count from the moment they are in.
    const from = keptBefore ? Date.now() : performance.timeOrigin;
    keptBefore = true;
    const hadKept = keptMarker.read();
    keptMarker.save(true);
    let batchBack = () => {};
    const back = new Promise<void>((resolve) => {
      batchBack = resolve;
    });
    const restoring = Promise.resolve(forgetting)
      .then(async () => {
        const own = await claimKept(next);
        if (owner !== next) return;
        stop = keepWriting(client, next, from);
        if (!own || !hadKept) {
          dropKeptAhead();
          return;
        }
        const { restored, startedAt } = await restoreKept(client, next, keepForMs(), batchBack);
        // For the bench and the browser's own performance panel: from the first read, ahead or not.
        performance.measure('teamboard:restore', { start: startedAt, detail: { pages: restored } });
      })
      .catch(() => undefined);
    // A first visit has nothing to restore: its first page waits for nothing.
    if (hadKept) {
      const waited = new Promise<void>((resolve) => setTimeout(resolve, restoreWaitMs));
      ready = Promise.race([restoring, waited]);
      firstBack = Promise.race([back, restoring, waited]);
    }
  }

  // Signed out without the session being over (a new tab not yet signed in) only stops writing.
  function follow() {
    const snapshot = session.snapshot();
    const shared = sharedComputer.read();
    const next = shared ? null : keptOwner(snapshot, config);
    if (next === owner) {
      if (shared) void forget();
      return;
    }
    if (next === null) {
      if (shared || snapshot.status === 'signed-in') void forget();
      else pause();
      return;
    }
    if (owner !== null) void forget();
    keep(next);
  }

  keepLastView(() => owner !== null);
  // Whoever comes in, the device's pages are read meanwhile: only their owner's are ever restored.
  if (keptMarker.read() && !sharedComputer.read()) readKeptAhead();
  follow();
  session.subscribe(follow);
  sharedComputer.subscribe(follow);
  session.whenOver(forget);
  return { ready: () => ready, firstBack: () => firstBack };
}
