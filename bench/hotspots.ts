import type { CDPSession } from 'playwright-core';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type Hotspot = { fn: string; where: string; selfMs: number; share: number };

function where(url: string, line: number): string {
  if (!url) return '';
  const file = url.slice(url.lastIndexOf('/') + 1).split('?')[0];
  return `${file}:${line + 1}`;
}

/** Self time per function over a V8 sampling profile, largest first. */
export function hotspots(profile: CpuProfile, top: number): Hotspot[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, { fn: string; where: string; us: number }>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const us = profile.timeDeltas[index + 1] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    total += us;
    const fn = node.callFrame.functionName || '(anonymous)';
    const at = where(node.callFrame.url, node.callFrame.lineNumber);
    const key = `${fn}@${at}`;
    const entry = self.get(key) ?? { fn, where: at, us: 0 };
    entry.us += us;
    self.set(key, entry);
  });
  return [...self.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map((entry) => ({ fn: entry.fn, where: entry.where, selfMs: entry.us / 1000, share: entry.us / total }));
}

/** Samples the page's JS every 100 µs while `action` runs. */
export async function profiled(cdp: CDPSession, action: () => Promise<void>): Promise<CpuProfile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await action().catch(async (error: unknown) => {
    await cdp.send('Profiler.stop');
    throw error;
  });
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}
