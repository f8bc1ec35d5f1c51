import { describe, expect, it } from 'vitest';
import { imagesFrom, shellRoutes } from './offline-worker';

const answeredByShell = (address: string) => shellRoutes.some((route) => route.test(address));

describe('the navigations the precached shell answers', () => {
  it.each([
    '/',
    '/?when=week',
    '/events',
    '/events?page=2&per_page=24',
    '/events/e%2F7',
    '/sessions',
    '/signed-out',
  ])('answers %s', (address) => expect(answeredByShell(address)).toBe(true));

  it.each(['/callback?code=abc&state=xyz', '/floor/index.html', '/eventsx', '/sw.js', '/nowhere'])(
    'leaves %s to the network',
    (address) => expect(answeredByShell(address)).toBe(false),
  );
});

describe('imagesFrom', () => {
  // sw.js gets the matcher as source text: what is tested is that text, evaluated on its own.
  const copied = (origins: string[]) =>
    new Function(`return ${imagesFrom(origins).toString()}`)() as ReturnType<typeof imagesFrom>;
  const match = copied(['https://api.example.com', 'http://127.0.0.1:4010']);
  const ask = (destination: string, url: string) =>
    match({ request: { destination } as Request, url: new URL(url) });

  it('keeps images from the listed origins', () => {
    expect(ask('image', 'https://api.example.com/covers/7.svg')).toBe(true);
    expect(ask('image', 'http://127.0.0.1:4010/covers/7.svg')).toBe(true);
  });

  it('leaves the API’s answers and other hosts’ images alone', () => {
    expect(ask('', 'https://api.example.com/v1/me/community/team/events')).toBe(false);
    expect(ask('image', 'https://images.example.com/7.jpg')).toBe(false);
  });
});
