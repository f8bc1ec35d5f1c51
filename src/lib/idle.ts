/** Time an idle period must still hold for one more piece of deferred work. */
const sliceMs = 4;
/** However busy the page stays, deferred work runs within this of being asked for. */
const latestMs = 1000;

/**
 * Runs `work` when the main thread is idle with time to spare, or `latestMs` after the call at the
 * latest. Returns its cancel. Where `requestIdleCallback` is missing (Safari), the next task.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const asked = performance.now();
  let id = 0;
  const run = (deadline: IdleDeadline) => {
    const waited = performance.now() - asked;
    if (deadline.timeRemaining() >= sliceMs || deadline.didTimeout || waited >= latestMs) work();
    // Asking again keeps the first deadline: a busy page's short idle moments must not put it off for ever.
    else id = requestIdleCallback(run, { timeout: latestMs - waited });
  };
  id = requestIdleCallback(run, { timeout: latestMs });
  return () => cancelIdleCallback(id);
}
