import * as v from 'valibot';
import {
  flag,
  listItemFields,
  listItemOf,
  normaliseList,
  timestamp,
  zonedTimestamp,
} from '../../api/normalise';
import type { ListPage, PageParams, TeamEvent } from '../../domain/types';

// How an answer of the events endpoint becomes events: the shared item fields plus an event's own.

const rawEvent = v.object({
  ...listItemFields,
  scheduled_at: zonedTimestamp,
  live_at: timestamp,
  completed_at: timestamp,
  canceled_at: timestamp,
  offer_replay_purchase: flag,
});

function toEvent(raw: v.InferOutput<typeof rawEvent>): TeamEvent {
  return {
    kind: 'event',
    ...listItemOf(raw),
    scheduledAt: raw.scheduled_at.at,
    scheduledOffset: raw.scheduled_at.at === null ? null : raw.scheduled_at.offset,
    liveAt: raw.live_at,
    completedAt: raw.completed_at,
    canceledAt: raw.canceled_at,
    offerReplayPurchase: raw.offer_replay_purchase,
  };
}

export function normaliseEventsPage(json: unknown, requested: PageParams): ListPage<TeamEvent> {
  return normaliseList(json, 'events', rawEvent, toEvent, requested);
}
