import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListItem, PageParams } from '../../domain/types';
import type { ListDefinition } from '../../lists/definition';

const coversToWarm = 24;

function warmImages(urls: (string | null)[]) {
  for (const url of urls.slice(0, coversToWarm)) {
    if (url === null) continue;
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.decoding = 'async';
    image.src = url;
  }
}

export function useNextPagePrefetch<T extends ListItem>(
  def: ListDefinition<T>,
  params: PageParams,
  totalPages: number | null,
) {
  const queryClient = useQueryClient();
  const { page, perPage } = params;
  useEffect(() => {
    if (totalPages === null || page >= totalPages) return;
    let current = true;
    const next = def.queries.page({ page: page + 1, perPage });
    void queryClient.prefetchQuery(next).then(() => {
      const data = queryClient.getQueryData(next.queryKey);
      if (current && data) warmImages(data.items.map((item) => item.coverUrl));
    });
    return () => {
      current = false;
    };
  }, [def, page, perPage, totalPages, queryClient]);
}
