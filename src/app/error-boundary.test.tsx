import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ0ZWFtLW1lbWJlciJ9.c2lnbmF0dXJlLXBhcnQ';
const fuse = { armed: true };

function Bomb() {
  if (fuse.armed) throw new Error(`render failed for Bearer ${jwt}`);
  return <p>Cards are here</p>;
}

const renderBomb = () =>
  render(
    <ErrorBoundary>
      <Bomb />
    </ErrorBoundary>,
  );

beforeEach(() => {
  fuse.armed = true;
  // React reports caught render errors on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows a readable message with Retry and Copy details instead of a white screen', () => {
    renderBomb();
    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy details' })).toBeTruthy();
  });

  it('Retry renders the part again', async () => {
    const user = userEvent.setup();
    renderBomb();
    fuse.armed = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Cards are here')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('copies details that name the error but hold no token', async () => {
    const user = userEvent.setup();
    renderBomb();
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(screen.getByRole('status').textContent).toBe('Details copied.');
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Error: render failed for Bearer [redacted]');
    expect(copied).not.toContain(jwt);
    expect(document.body.textContent).not.toContain(jwt);
  });

  it('says where the details are when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderBomb();
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(screen.getByRole('status').textContent).toMatch(/details are below/);
    expect(screen.getByRole('group').hasAttribute('open')).toBe(true);
  });

  it('gives the next page a fresh chance when the reset key changes', async () => {
    const user = userEvent.setup();
    function Routed() {
      const [path, setPath] = useState('/events');
      return (
        <>
          <button type="button" onClick={() => setPath('/sessions')}>
            Go
          </button>
          <ErrorBoundary resetKey={path}>
            <Bomb />
          </ErrorBoundary>
        </>
      );
    }
    render(<Routed />);
    expect(screen.getByRole('alert')).toBeTruthy();
    fuse.armed = false;
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Cards are here')).toBeTruthy();
  });
});
