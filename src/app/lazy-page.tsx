import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { PageSpinner } from '../ui/page-spinner';
import type { Chunk } from './chunks';

// A page renders from its chunk without Suspense: a suspended page would commit the fallback, and React's
// fallback throttle would then hold the page back even when its chunk arrives a moment later. A page that
// arrives renders in a transition, in slices. The cast keeps a page's generic props.
export function lazyPage<M, C>(
  load: Chunk<M>,
  pick: (module: M) => C,
  fallback: ReactNode = <PageSpinner />,
): C {
  function Page(props: object) {
    const [module, setModule] = useState(load.loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (module) return;
      load().then(
        (arrived) => startTransition(() => setModule(arrived)),
        (error: unknown) => setFailure({ error }),
      );
    }, [module]);
    if (failure) throw failure.error;
    if (!module) return fallback;
    const Component = pick(module) as unknown as ComponentType<object>;
    return <Component {...props} />;
  }
  return Page as unknown as C;
}
