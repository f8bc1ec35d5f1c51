/** Time an idle period must still hold for one more piece of deferred work. */
const sliceMs = 4;
/** However busy the page stays, deferred work runs within this. */
const latestMs = 1000;

/**
 * Runs `work` when the main thread is idle with time to spare, or after `latestMs` at the latest.
 * Returns its cancel. Where `requestIdleCallback` is missing (Safari), the next task.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  let id = 0;
  const run = (deadline: IdleDeadline) => {
    if (deadline.timeRemaining() >= sliceMs || deadline.didTimeout) work();
    else id = requestIdleCallback(run, { timeout: latestMs });
  };
  id = requestIdleCallback(run, { timeout: latestMs });
  return () => cancelIdleCallback(id);
}
