import type { ListPage, PageParams } from '../domain/types';
import { type Answer, type ApiRequest, fetchAnswer, parseJson } from './answer';
import { ApiError } from './errors';

// A whole list's pages are fetched, parsed and normalised in a worker: on the main thread, receiving a
// hundred answers and reading their JSON took most of what a long read costs the page.

type Page = ListPage<{ id: string }>;
export type Normalise = (json: unknown, requested: PageParams) => Page;

export type ReadRequest = ApiRequest & { id: number; list: string; params: PageParams };
type Failure = Pick<ApiError, 'kind' | 'message' | 'status' | 'retryAfterMs'>;
export type ReadReply = { id: number; answer?: Answer<Page | null>; failure?: Failure };
export type ReadMessage = ReadRequest | { id: number; abort: true };

/** Reads one page: its body only when the server said yes, so the status rules stay the client's. */
export async function readPage(
  request: ReadRequest,
  normalise: Normalise,
  doFetch: typeof fetch,
  signal: AbortSignal,
): Promise<Answer<Page | null> | ApiError> {
  const answer = await fetchAnswer(doFetch, request, signal);
  if (answer instanceof ApiError) return answer;
  if (answer.status < 200 || answer.status > 299) return { ...answer, body: null };
  return { ...answer, body: normalise(parseJson(request.what, answer), request.params) };
}

const failure = ({ kind, message, status, retryAfterMs }: ApiError): Failure => ({
  kind,
  message,
  status,
  retryAfterMs,
});

/** The worker's side: answers each request, and drops one the page no longer waits for. */
export function pageReadHandler(
  normalisers: Record<string, Normalise>,
  doFetch: typeof fetch,
  post: (reply: ReadReply) => void,
): (message: ReadMessage) => Promise<void> {
  const reading = new Map<number, AbortController>();
  return async (message) => {
    const { id } = message;
    if ('abort' in message) return reading.get(id)?.abort();
    const controller = new AbortController();
    reading.set(id, controller);
    try {
      const normalise = normalisers[message.list];
      // Neither answer nor failure: the page reads it itself.
      if (!normalise) return post({ id });
      const result = await readPage(message, normalise, doFetch, controller.signal);
      post(result instanceof ApiError ? { id, failure: failure(result) } : { id, answer: result });
    } catch (error) {
      if (controller.signal.aborted) return;
      const known = error instanceof ApiError;
      post({
        id,
        failure: known
          ? failure(error)
          : { kind: 'malformed', message: String(error), status: null, retryAfterMs: null },
      });
    } finally {
      reading.delete(id);
    }
  };
}

/** What the page holds of a worker. */
export type Endpoint = {
  postMessage(message: ReadMessage): void;
  onmessage: ((event: MessageEvent<ReadReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};

/** Thrown when the worker is gone or never started: the page then reads the page itself. */
export const readerGone = new Error('The page reader is not running');

export type PageReader = {
  /** Starts the worker ahead of the first request. False where there is none (the page reads itself). */
  start(): boolean;
  read(
    list: string,
    params: PageParams,
    request: ApiRequest,
    signal?: AbortSignal,
  ): Promise<Answer<Page | null> | ApiError>;
};

export function createPageReader(open: () => Endpoint | null): PageReader {
  let endpoint: Endpoint | null = null;
  let broken = false;
  let last = 0;
  const waiting = new Map<number, (reply: ReadReply | null) => void>();
  const connect = (): Endpoint | null => {
    if (endpoint || broken) return endpoint;
    try {
      endpoint = open();
    } catch {
      endpoint = null;
    }
    if (!endpoint) {
      broken = true;
      return null;
    }
    endpoint.onmessage = ({ data }) => waiting.get(data.id)?.(data);
    // A worker that cannot load (a policy, a missing file) leaves the reading to the page.
    endpoint.onerror = () => {
      broken = true;
      endpoint?.terminate();
      endpoint = null;
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    };
    return endpoint;
  };

  return {
    start: () => connect() !== null,
    read(list, params, request, signal) {
      const to = connect();
      if (!to) return Promise.reject(readerGone);
      signal?.throwIfAborted();
      const id = ++last;
      return new Promise((resolve, reject) => {
        const abort = () => {
          waiting.delete(id);
          to.postMessage({ id, abort: true });
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', abort, { once: true });
        waiting.set(id, (reply) => {
          waiting.delete(id);
          signal?.removeEventListener('abort', abort);
          if (!reply || !(reply.answer || reply.failure)) reject(readerGone);
          else if (reply.answer) resolve(reply.answer);
          else resolve(new ApiError(reply.failure as Failure));
        });
        to.postMessage({ ...request, id, list, params });
      });
    },
  };
}
