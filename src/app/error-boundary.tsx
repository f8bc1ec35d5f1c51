import { Component, type ReactNode, useId, useState } from 'react';
import { errorDetails } from './error-details';
import './error-boundary.css';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: { value: unknown } | null; resetKey: string | undefined };

// A chunk that failed to download stays failed in React's cache: only a reload helps.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  retry = () => {
    if (this.state.error && isChunkLoadError(this.state.error.value)) window.location.reload();
    else this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return <CrashMessage error={this.state.error.value} onRetry={this.retry} />;
  }
}

type CopyState = 'idle' | 'copied' | 'failed';
const copyTexts: Record<CopyState, string> = {
  idle: '',
  copied: 'Details copied.',
  failed: 'Copying did not work; the details are below to select by hand.',
};

function CrashMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const titleId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const [details] = useState(() =>
    errorDetails(error, { href: window.location.href, at: new Date(), userAgent: navigator.userAgent }),
  );

  async function copyDetails() {
    try {
      await navigator.clipboard.writeText(details);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section className="page-message" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId}>Something went wrong</h1>
      <p>
        This part of Teamboard could not be shown. Retry usually helps; if it keeps happening, copy the
        details and send them to whoever runs Teamboard.
      </p>
      <div className="page-message__actions">
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
        <button type="button" className="button button--quiet" onClick={() => void copyDetails()}>
          Copy details
        </button>
      </div>
      <p role="status">{copyTexts[copy]}</p>
      <details open={copy === 'failed'} className="page-message__details">
        <summary>Details</summary>
        <pre>{details}</pre>
      </details>
    </section>
  );
}
