import type { TeamEvent } from '../../domain/types';

export type LiveSpan = { start: number; end: number | null };

/** When a live event began and when it is due to end: its completion time, else start plus duration. */
export function liveSpan(event: TeamEvent): LiveSpan | null {
  const start = event.liveAt ?? event.scheduledAt;
  if (start === null) return null;
  const planned = event.durationSeconds === null ? null : start + event.durationSeconds * 1000;
  const end = event.completedAt ?? planned;
  return { start, end: end !== null && end > start ? end : null };
}

/** How far through its span the event is, from 0 to 1; null when its end is not known. */
export function liveProgress(span: LiveSpan, now: number): number | null {
  if (span.end === null) return null;
  return Math.min(1, Math.max(0, (now - span.start) / (span.end - span.start)));
}
