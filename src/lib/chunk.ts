import { startTransition, useEffect, useState } from 'react';

/** A chunk of code: loads it (once, by the browser's module map) and says whether it has arrived. */
export type Chunk<M> = { (): Promise<M>; loaded(): M | undefined };

export function chunk<M>(load: () => Promise<M>): Chunk<M> {
  let module: M | undefined;
  const get = () =>
    load().then((arrived) => {
      module = arrived;
      return arrived;
    });
  return Object.assign(get, { loaded: () => module });
}

/** A chunk's module once it has arrived; asks for it if it has not. Throws what loading it threw. */
export function useChunk<M>(load: Chunk<M>): M | undefined {
  const [module, setModule] = useState(load.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module) return;
    load().then(
      (arrived) => startTransition(() => setModule(arrived)),
      (error: unknown) => setFailure({ error }),
    );
  }, [load, module]);
  if (failure) throw failure.error;
  return module;
}
