import { type Answer, type ApiRequest, fetchAnswer, parseJson } from './answer';
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

/** Sends one request: fetches it here, or has it read elsewhere (the page reader). */
export type Send<B> = (request: ApiRequest, signal?: AbortSignal) => Promise<Answer<B> | ApiError>;

export type ApiClient = {
  getJson(path: string, query?: Query, signal?: AbortSignal): Promise<unknown>;
  /** The body of a request that `send` makes and reads, under the same sign-in and status rules. */
  getVia<B>(path: string, query: Query, send: Send<B>, signal?: AbortSignal): Promise<B>;
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

  const fetchHere: Send<string> = (request, signal) =>
    fetchAnswer(doFetch, request, signal, (inner) => takeEarly?.(request.url, request.token, inner) ?? null);

  async function attempt<B>(url: string, what: string, send: Send<B>, signal?: AbortSignal) {
    // Not awaited when already known: an await would hold the request back until the task ends.
    const known = getAccessToken();
    const token = known instanceof Promise ? await known : known;
    if (token === null) return new ApiError({ kind: 'unauthorized', message: `${what}: not signed in` });
    return send({ url, what, token, timeoutMs }, signal);
  }

  async function request<B>(path: string, query: Query, send: Send<B>, signal?: AbortSignal) {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const what = describe(path, query);

    let result = await attempt(url.href, what, send, signal);
    // One silent refresh and one retry; a second 401 means the session is over.
    if (
      !(result instanceof ApiError) &&
      result.status === 401 &&
      (await onUnauthorized(result.token).catch(() => false))
    ) {
      result = await attempt(url.href, what, send, signal);
    }
    if (result instanceof ApiError) throw result;

    const { status } = result;
    if (status < 200 || status > 299) {
      throw new ApiError({
        kind: kindForStatus(status),
        status,
        message: `${what} answered ${status}${result.statusText ? ` ${result.statusText}` : ''}`,
        retryAfterMs: status === 429 || status === 503 ? parseRetryAfter(result.retryAfter, now()) : null,
      });
    }
    return { what, answer: result };
  }

  return {
    async getJson(path, query = {}, signal) {
      const { what, answer } = await request(path, query, fetchHere, signal);
      return parseJson(what, answer);
    },
    async getVia(path, query, send, signal) {
      return (await request(path, query, send, signal)).answer.body;
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
