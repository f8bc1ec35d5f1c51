import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; resetKey?: string };
type State = { failed: boolean; resetKey: string | undefined };

/** Last line of defence: a render error shows a way out instead of a white screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Navigating elsewhere gives the new page a fresh chance.
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page-message" role="alert" aria-labelledby="crash-title">
        <h1 id="crash-title">Something went wrong</h1>
        <p>This part of Teamboard could not be shown. Reloading usually helps.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    );
  }
}
