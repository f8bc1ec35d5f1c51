import type { ComponentType, ReactNode } from 'react';
import { type Chunk, useChunk } from '../lib/chunk';
import { PageSpinner } from '../ui/page-spinner';

// A page renders from its chunk without Suspense: a suspended page would commit the fallback, and React's
// fallback throttle would then hold the page back even when its chunk arrives a moment later. A page that
// arrives renders in a transition, in slices. The cast keeps a page's generic props.
export function lazyPage<M, C>(
  load: Chunk<M>,
  pick: (module: M) => C,
  fallback: ReactNode = <PageSpinner />,
): C {
  function Page(props: object) {
    const module = useChunk(load);
    if (!module) return fallback;
    const Component = pick(module) as unknown as ComponentType<object>;
    return <Component {...props} />;
  }
  return Page as unknown as C;
}
