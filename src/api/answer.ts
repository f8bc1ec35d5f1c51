import { ApiError } from './errors';

/** What a server answered: plain data, so it crosses to and from the page reader's worker. */
export type Answer<B> = {
  status: number;
  statusText: string;
  retryAfter: string | null;
  contentType: string | null;
  body: B;
  token: string;
};

/** One request to send: where, what to call it in messages, with which token, for how long at most. */
export type ApiRequest = { url: string; what: string; token: string; timeoutMs: number };

/** One request under a timeout, with its failures as errors that say what was asked. */
export async function fetchAnswer(
  doFetch: typeof fetch,
  { url, what, token, timeoutMs }: ApiRequest,
  signal: AbortSignal | undefined,
  early?: (signal: AbortSignal) => Promise<Response> | null,
): Promise<Answer<string> | ApiError> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await (early?.(controller.signal) ??
      doFetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      }));
    const { status, statusText, headers } = response;
    const head = {
      status,
      statusText,
      retryAfter: headers.get('Retry-After'),
      contentType: headers.get('Content-Type'),
      token,
    };
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      return { ...head, body: '' };
    }
    // Under the same timeout: a server can stall after the headers too.
    return { ...head, body: await response.text() };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.aborted) {
      return new ApiError({ kind: 'timeout', message: `${what}: no answer within ${timeoutMs} ms` });
    }
    return new ApiError({
      kind: 'network',
      message: `${what}: ${error instanceof Error ? error.message : 'the request failed'}`,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** A successful answer's body as JSON. */
export function parseJson(what: string, { status, body, contentType }: Answer<string>): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new ApiError({
      kind: 'malformed',
      status,
      message: `${what} answered ${status} with ${body.trim() === '' ? 'an empty body' : `a body that is not JSON (${contentType ?? 'no content type'})`}`,
    });
  }
}
