// What early.ts leaves for the app: the first list request, already on its way. The app takes it once,
// for the same address and token it would have sent, instead of asking again.

export type EarlyRequest = {
  href: string;
  token: string;
  controller: AbortController;
  response: Promise<Response>;
};

declare global {
  var teamboardEarlyRequest: EarlyRequest | undefined;
}

/** The early answer for this request, if one left for it; the caller's signal then cancels it too. */
export function takeEarlyResponse(
  href: string,
  token: string,
  signal: AbortSignal,
): Promise<Response> | null {
  const early = globalThis.teamboardEarlyRequest;
  if (!early || early.href !== href || early.token !== token) return null;
  globalThis.teamboardEarlyRequest = undefined;
  if (signal.aborted) early.controller.abort();
  else signal.addEventListener('abort', () => early.controller.abort(), { once: true });
  return early.response;
}
