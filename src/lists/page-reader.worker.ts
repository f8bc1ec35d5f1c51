import { pageReadHandler, type ReadMessage, type ReadReply } from '../api/page-reader';
import { forgetSharedValues } from '../domain/shared-values';
import { normalisers } from './normalisers';

const scope = self as unknown as {
  postMessage(reply: ReadReply): void;
  onmessage: ((event: MessageEvent<ReadMessage>) => void) | null;
};

// Organisers and prices are shared within each page it sends; the page shares them across pages, so the
// worker holds nothing of a person's lists between requests.
const handle = pageReadHandler(normalisers, fetch.bind(self), (reply) => {
  forgetSharedValues();
  scope.postMessage(reply);
});
scope.onmessage = (event) => void handle(event.data);
