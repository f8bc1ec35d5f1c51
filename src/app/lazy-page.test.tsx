import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunk } from '../lib/chunk';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const greetingModule = { Greeting };

afterEach(() => vi.restoreAllMocks());

describe('lazyPage', () => {
  it('renders a page whose chunk has arrived in its first commit, without asking for it again', async () => {
    const download = vi.fn(() => Promise.resolve(greetingModule));
    const load = chunk(download);
    await load();
    const Page = lazyPage(load, (module) => module.Greeting);
    render(<Page name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('shows the page spinner until a chunk that was not loaded arrives', async () => {
    let arrive: (module: typeof greetingModule) => void = () => undefined;
    const load = chunk(() => new Promise<typeof greetingModule>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load, (module) => module.Greeting);
    render(<Page name="Ada" />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(load.loaded()).toBeUndefined();
    await act(async () => arrive(greetingModule));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load.loaded()).toBe(greetingModule);
  });

  it('hands a chunk that could not be loaded to the error boundary, not a spinner forever', async () => {
    // React reports caught render errors on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = chunk<typeof greetingModule>(() => Promise.reject(new Error('the network went away')));
    const Page = lazyPage(load, (module) => module.Greeting);
    render(
      <ErrorBoundary>
        <Page name="Ada" />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('Hello Ada')).toBeNull();
  });
});
