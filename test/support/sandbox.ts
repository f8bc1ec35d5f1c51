import { SANDBOX_ORIGIN } from './origins';

export type FaultRule = Record<string, unknown>;

export async function addFault(rule: FaultRule): Promise<void> {
  const res = await fetch(`${SANDBOX_ORIGIN}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!res.ok)
    throw new Error(`sandbox refused fault ${JSON.stringify(rule)}: ${res.status} ${await res.text()}`);
}

export async function clearFaults(): Promise<void> {
  const res = await fetch(`${SANDBOX_ORIGIN}/_sandbox/faults`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`sandbox did not clear faults: ${res.status}`);
}

/** Sets the sandbox's clock (event statuses follow it); `resetClock` goes back to the real one. */
export async function setSandboxClock(now: number): Promise<void> {
  const res = await fetch(`${SANDBOX_ORIGIN}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: new Date(now).toISOString() }),
  });
  if (!res.ok) throw new Error(`sandbox refused the clock: ${res.status} ${await res.text()}`);
}

export async function resetSandboxClock(): Promise<void> {
  const res = await fetch(`${SANDBOX_ORIGIN}/_sandbox/clock`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`sandbox did not reset its clock: ${res.status}`);
}

export type SandboxChanges = Record<'added' | 'repriced' | 'rescheduled' | 'canceled', string[]>;

/** Changes a team's events as between two visits (`POST /_sandbox/changes`); answers the ids touched. */
export async function changeSandboxEvents(
  request: Partial<Record<'add' | 'reprice' | 'reschedule' | 'cancel', number>> & { login?: string },
): Promise<SandboxChanges> {
  const res = await fetch(`${SANDBOX_ORIGIN}/_sandbox/changes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw new Error(`sandbox refused the changes: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { changes: SandboxChanges }).changes;
}

/** Every team's events back to the seed. */
export async function clearSandboxChanges(): Promise<void> {
  const res = await fetch(`${SANDBOX_ORIGIN}/_sandbox/changes`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`sandbox did not clear its changes: ${res.status}`);
}
