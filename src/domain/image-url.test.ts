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
