import { queryOptions } from '@tanstack/react-query';
import type { ListPage, PageParams, TeamSession } from '../domain/types';
import { apiClient } from './client';
import { normaliseSessionsPage } from './normalise';

export const sessionsPath = '/v1/me/community/team/sessions';

export async function fetchSessionsPage(
  params: PageParams,
  signal?: AbortSignal,
): Promise<ListPage<TeamSession>> {
  const json = await apiClient().getJson(
    sessionsPath,
    { page: params.page, per_page: params.perPage },
    signal,
  );
  return normaliseSessionsPage(json, params);
}

export const sessionQueries = {
  all: () => ['sessions'] as const,
  lists: () => [...sessionQueries.all(), 'list'] as const,
  list: (params: PageParams) =>
    queryOptions({
      queryKey: [...sessionQueries.lists(), { page: params.page, perPage: params.perPage }] as const,
      queryFn: ({ signal }) => fetchSessionsPage(params, signal),
    }),
};
