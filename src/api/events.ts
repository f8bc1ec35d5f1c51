import { queryOptions } from '@tanstack/react-query';
import type { ListPage, PageParams, TeamEvent } from '../domain/types';
import { apiClient } from './client';
import { normaliseEventsPage } from './normalise';

export const eventsPath = '/v1/me/community/team/events';

export async function fetchEventsPage(
  params: PageParams,
  signal?: AbortSignal,
): Promise<ListPage<TeamEvent>> {
  const json = await apiClient().getJson(eventsPath, { page: params.page, per_page: params.perPage }, signal);
  return normaliseEventsPage(json, params);
}

export const eventQueries = {
  all: () => ['events'] as const,
  lists: () => [...eventQueries.all(), 'list'] as const,
  list: (params: PageParams) =>
    queryOptions({
      queryKey: [...eventQueries.lists(), { page: params.page, perPage: params.perPage }] as const,
      queryFn: ({ signal }) => fetchEventsPage(params, signal),
    }),
};
