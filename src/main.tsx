// biome-ignore-all assist/source/organizeImports: ./app/start comes first, so the first page's request leaves before React DOM, the router and the app are evaluated.
import { started } from './app/start';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage } from './app/config-error-page';
import { untilFirstPage } from './app/first-page';
import './ui/theme.css';
import './ui/ui.css';
import './app/app.css';

/** How long the first render waits for the first page of cards; the sandbox answers in about 10 ms. */
const firstPageWaitMs = 150;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

if (!started.ok) {
  root.render(<ConfigErrorPage problems={started.problems} />);
} else {
  const { queryClient, firstPage } = started;
  // A transition: React renders the whole first page in slices, so no task holds the thread for long.
  void untilFirstPage(firstPage, firstPageWaitMs).then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    ),
  );
}
