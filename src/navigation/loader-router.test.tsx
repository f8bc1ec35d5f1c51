import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  Link,
  type Location,
  useLocation,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LoaderRouter, type Redirect, type RouteResolver, settle } from './loader-router';

const memoryHistory = (path: string) => createMemoryHistory({ initialEntries: [path], v5Compat: true });
const where = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

/** Corrects `?page=abc` to page 1, and loads by the given function. */
function resolver(load: (location: Location) => Promise<Redirect | null> = async () => null) {
  const corrected: string[] = [];
  const loaded: string[] = [];
  const routes: RouteResolver = {
    correct(location) {
      if (!location.search.includes('page=abc')) return null;
      corrected.push(where(location));
      return { to: { pathname: location.pathname, search: '?page=1' }, state: { notices: ['page'] } };
    },
    load(location) {
      loaded.push(where(location));
      return load(location);
    },
  };
  return { routes, corrected, loaded };
}

describe('settle', () => {
  it('replaces an address to correct at once, then loads the corrected one', async () => {
    const history = memoryHistory('/events?page=abc');
    const { routes, loaded } = resolver();
    await settle(history, routes);
    expect(where(history.location)).toBe('/events?page=1');
    expect(history.location.state).toEqual({ notices: ['page'] });
    expect(history.action).toBe('REPLACE');
    expect(history.index).toBe(0);
    expect(loaded).toEqual(['/events?page=1']);
  });

  it('replaces the address with a correction the load finds, while it is still current', async () => {
    const history = memoryHistory('/events?page=9');
    const { routes } = resolver(async () => ({ to: '/events?page=3', state: { notices: ['past-last'] } }));
    await settle(history, routes);
    expect(where(history.location)).toBe('/events?page=3');
    expect(history.location.state).toEqual({ notices: ['past-last'] });
    expect(history.index).toBe(0);
  });

  it('drops a load’s correction once the person has gone elsewhere', async () => {
    const history = memoryHistory('/events?page=9');
    let finish: (redirect: Redirect | null) => void = () => undefined;
    const { routes } = resolver(() => new Promise((resolve) => (finish = resolve)));
    const settled = settle(history, routes);
    history.push('/sessions');
    finish({ to: '/events?page=3' });
    await settled;
    expect(where(history.location)).toBe('/sessions');
  });

  it('gives up correcting after a few hops, and still loads', async () => {
    const history = memoryHistory('/a');
    let hops = 0;
    const load = vi.fn(async () => null);
    await settle(history, {
      correct: (location) => {
        hops++;
        return { to: location.pathname === '/a' ? '/b' : '/a' };
      },
      load,
    });
    expect(hops).toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

function Page() {
  const location = useLocation();
  rendered.push(where(location));
  return (
    <>
      <output aria-label="location">{where(location)}</output>
      <Link to="/events?page=abc">Bad page</Link>
      <Link to="/events?page=2">Page 2</Link>
    </>
  );
}
let rendered: string[] = [];

describe('LoaderRouter', () => {
  it('never renders an address it corrects, and loads each address it shows', async () => {
    rendered = [];
    const history = memoryHistory('/events');
    const { routes, loaded } = resolver();
    render(
      <LoaderRouter history={history} resolver={routes}>
        <Page />
      </LoaderRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Bad page' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/events?page=1');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/events?page=2');
    await act(async () => undefined);
    expect(rendered).not.toContain('/events?page=abc');
    expect(loaded).toEqual(['/events?page=1', '/events?page=2']);
    // The bad address was replaced, not added: Back goes to where the person was before it.
    act(() => history.go(-1));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/events?page=1');
  });

  it('shows the correction a load finds, replacing the address', async () => {
    const history = memoryHistory('/events');
    const { routes } = resolver(async (location) =>
      location.search === '?page=9' ? { to: '/events?page=3' } : null,
    );
    render(
      <LoaderRouter history={history} resolver={routes}>
        <Page />
      </LoaderRouter>,
    );
    act(() => history.push('/events?page=9'));
    expect(await screen.findByText('/events?page=3')).toBeTruthy();
    expect(history.index).toBe(1);
  });
});
