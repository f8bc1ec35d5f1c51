// biome-ignore-all assist/source/organizeImports: ./app/start must run first.
import { started } from './app/start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerOfflineWorker } from './app/offline-worker';
// Every page's CSS is in the first stylesheet: a lazy page arrives styled, with no request of its own.
import './ui/tokens.css';
import './ui/base.css';
import './ui/buttons.css';
import './ui/fields.css';
import './ui/feedback.css';
import './ui/badges.css';
import './ui/panels.css';
import './ui/covers.css';
import './ui/cards.css';
import './app/shell.css';
import './app/boot.css';
import './app/page.css';
import './features/home/home.css';
import './features/home/agenda.css';
import './features/home/agenda-compact.css';
import './features/paged/paged.css';
import './features/whole/whole.css';
import './features/whole/results.css';
import './features/item/item.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Over the tab's last view (the early script's, early/last-view.ts) the first render waits for its page
// rather than drawing a skeleton.
const firstPageWaitMs = container.querySelector(':scope > [inert]') ? 2_000 : 150;
const root = createRoot(container);
const waited = (work: Promise<void>) =>
  Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, firstPageWaitMs))]);

if (!started.ok) {
  const { problems } = started;
  void Promise.all([import('./app/config-error-page'), started.language]).then(([{ ConfigErrorPage }]) =>
    root.render(<ConfigErrorPage problems={problems} />),
  );
} else {
  const { queryClient, history, routes, resolver, firstPage } = started;
  // Not in a transition: before it there is only the static frame, nothing to keep responsive, and
  // rendering in slices put the cards later (docs/performance.md).
  void started.language
    .then(() => waited(firstPage))
    .then(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} history={history} routes={routes} resolver={resolver} />
        </StrictMode>,
      ),
    )
    .then(registerOfflineWorker);
}
