import { apiClient } from '../api/client';
import { createPageReader, readerGone } from '../api/page-reader';
import type { ReadWhole } from '../api/whole-list';
import { readWholeList as readWith } from '../api/whole-read';
import { shareValues } from '../domain/shared-values';
import type { ListItem, ListPage, PageParams } from '../domain/types';
import { normalisers } from './normalisers';

export const pageReader = createPageReader(() =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./page-reader.worker.ts', import.meta.url), {
        type: 'module',
        name: 'page-reader',
      }),
);

/** A page fetched and read by the worker; null where no worker reads, and the caller reads it itself. */
export async function readAway<T extends ListItem>(
  list: { name: string; apiPath: string },
  params: PageParams,
  signal?: AbortSignal,
): Promise<ListPage<T> | null> {
  if (!(list.name in normalisers)) return null;
  try {
    const page = (await apiClient().getVia(
      list.apiPath,
      { page: params.page, per_page: params.perPage },
      (request, inner) => pageReader.read(list.name, params, request, inner),
      signal,
    )) as ListPage<T>;
    shareValues(page.items);
    return page;
  } catch (error) {
    if (error === readerGone) return null;
    throw error;
  }
}

/** Reads a list whole, its pages after the first by the worker, which starts while the first is read. */
export const readWholeList: ReadWhole = (context, list) => {
  if (list.name in normalisers) pageReader.start();
  return readWith(context, list, (params, signal) => readAway(list, params, signal));
};
