/**
 * Wraps an async task so that calls made while one run is under way share that run's promise: many
 * requests failing at once cause one refresh, not a storm of them. The next call after it settles starts
 * a new run.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
