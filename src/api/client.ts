import { ApiError, kindForStatus, parseRetryAfter } from './errors';

export type ApiClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  getAccessToken: () => string | null | Promise<string | null>;
  onUnauthorized: (token: string) => Promise<boolean>;
  fetch?: typeof fetch;
  now?: () => number;
  /** An answer already on its way for this request (early/handoff), taken instead of asking again. */
  takeEarly?: (href: string, token: string, signal: AbortSignal) => Promise<Response> | null;
};

export type Query = Record<string, string | number>;

type Answer = { status: number; statusText: string; headers: Headers; body: string; token: string };

export type ApiClient = {
  getJson(path: string, query?: Query, signal?: AbortSignal): Promise<unknown>;
};

function describe(path: string, query: Query): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `GET ${path}${search ? `?${search}` : ''}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { timeoutMs, getAccessToken, onUnauthorized, takeEarly } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;

  async function attempt(
    url: URL,
    what: string,
    signal: AbortSignal | undefined,
  ): Promise<Answer | ApiError> {
    // Not awaited when already known: an await would hold the request back until the task ends.
    const known = getAccessToken();
    const token = known instanceof Promise ? await known : known;
    if (token === null) return new ApiError({ kind: 'unauthorized', message: `${what}: not signed in` });
    signal?.throwIfAborted();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await (takeEarly?.(url.href, token, controller.signal) ??
        doFetch(url, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          signal: controller.signal,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        }));
      const { status, statusText, headers } = response;
      if (!response.ok) {
        void response.body?.cancel().catch(() => undefined);
        return { status, statusText, headers, body: '', token };
      }
      // Under the same timeout: a server can stall after the headers too.
      return { status, statusText, headers, body: await response.text(), token };
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

  return {
    async getJson(path, query = {}, signal) {
      const url = new URL(`${base}${path}`);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      const what = describe(path, query);

      let result = await attempt(url, what, signal);
      // One silent refresh and one retry; a second 401 means the session is over.
      if (
        !(result instanceof ApiError) &&
        result.status === 401 &&
        (await onUnauthorized(result.token).catch(() => false))
      ) {
        result = await attempt(url, what, signal);
      }
      if (result instanceof ApiError) throw result;

      const { status, body } = result;
      if (status < 200 || status > 299) {
        throw new ApiError({
          kind: kindForStatus(status),
          status,
          message: `${what} answered ${status}${result.statusText ? ` ${result.statusText}` : ''}`,
          retryAfterMs:
            status === 429 || status === 503
              ? parseRetryAfter(result.headers.get('Retry-After'), now())
              : null,
        });
      }
      try {
        return JSON.parse(body) as unknown;
      } catch {
        const type = result.headers.get('Content-Type') ?? 'no content type';
        throw new ApiError({
          kind: 'malformed',
          status,
          message: `${what} answered ${status} with ${body.trim() === '' ? 'an empty body' : `a body that is not JSON (${type})`}`,
        });
      }
    },
  };
}

let configured: ApiClient | undefined;

export function configureApiClient(client: ApiClient): void {
  configured = client;
}

export function apiClient(): ApiClient {
  if (!configured) throw new Error('The API client is used before configureApiClient() ran');
  return configured;
}
