import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './image-url';

describe('safeImageUrl', () => {
  it('lets only absolute http(s) URLs through', () => {
    expect(safeImageUrl('https://a.example/x.png')).toBe('https://a.example/x.png');
    expect(safeImageUrl(' http://127.0.0.1:4010/covers/1.svg ')).toBe('http://127.0.0.1:4010/covers/1.svg');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'data:image/svg+xml,<svg/>',
      '/covers/1.svg',
      '//evil.example/x',
      'not a url',
      '',
      5,
      null,
    ]) {
      expect(safeImageUrl(bad)).toBeNull();
    }
  });
});

describe('safeImageUrl without the URL parser', () => {
  const parsed = (raw: string) => {
    try {
      const url = new URL(raw.trim());
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  };

  it('answers as the parser does for URLs its shortcut takes, and for those it leaves to the parser', () => {
    for (const raw of [
      'https://images.example.com/covers/1.webp?w=1200&h=630',
      'http://127.0.0.1:4110/covers/event-1.webp',
      'https://a.example/x%20y.png',
      'https://a.example:443/x.png',
      'http://a.example:80/x.png',
      'https://a.example:0443/x.png',
      'https://a.example:65536/x.png',
      'https://A.example/x.png',
      'HTTPS://a.example/x.png',
      'https://a.example',
      'https://a.example/a/../b.png',
      'https://a.example/a/%2e%2E/b.png',
      'https://a.example/.well-known/x.png',
      'https://127.1/x.png',
      'https://0x7f.0.0.1/x.png',
      'https://1.2.3.010/x.png',
      'https://256.1.1.1/x.png',
      'https://a.1/x.png',
      'https://xn--nxasmq6b.example/x.png',
      'https://xn--invalid-.example/x.png',
      'https://a.example/x.png#top',
      "https://a.example/x.png?q='1'",
      'https://a.example/x y.png',
      'https://a.example/x\\y.png',
      'https://user@a.example/x.png',
    ])
      expect(safeImageUrl(raw), raw).toBe(parsed(raw));
  });

  it('agrees with the parser on any URL built from the characters its shortcut reads', () => {
    const part = fc.stringMatching(/^[a-z0-9.:%/?&=~_@'\\#-]{0,12}$/);
    fc.assert(
      fc.property(fc.constantFrom('http://', 'https://'), part, part, (scheme, authority, rest) => {
        const raw = `${scheme}${authority}/${rest}`;
        expect(safeImageUrl(raw)).toBe(parsed(raw));
      }),
      { numRuns: 5_000 },
    );
  });
});
