import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');

/** Every selector of a stylesheet, comments and declarations left out, split at its top-level commas. */
function selectorsOf(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, ';');
  const preludes = bare.split(/[;{}]/).map((text) => text.trim());
  const selectors: string[] = [];
  for (const prelude of preludes) {
    if (prelude === '' || prelude.startsWith('@')) continue;
    let depth = 0;
    let from = 0;
    for (let at = 0; at < prelude.length; at++) {
      const char = prelude[at];
      if (char === '(') depth++;
      else if (char === ')') depth--;
      else if (char === ',' && depth === 0) {
        selectors.push(prelude.slice(from, at).trim());
        from = at + 1;
      }
    }
    selectors.push(prelude.slice(from).trim());
  }
  return selectors;
}

/**
 * Whether a selector puts a bare `*` after a `:has()`. Chromium re-checks a `:has()` on every change
 * inside the element it is on and invalidates with the features after every `:has()` of the page at
 * once: a `*` there restyles the whole subtree of any element re-checked, on any page.
 */
function restylesSubtrees(selector: string): boolean {
  const at = selector.indexOf(':has(');
  if (at < 0) return false;
  let depth = 0;
  let end = at + ':has('.length - 1;
  for (; end < selector.length; end++) {
    if (selector[end] === '(') depth++;
    else if (selector[end] === ')' && --depth === 0) break;
  }
  const after = selector.slice(end + 1);
  return /(^|[\s>+~])\*($|[\s>+~:[])/.test(after) || restylesSubtrees(after);
}

function stylesheets(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => join(src, path));
}

describe('the stylesheets', () => {
  it('tells a `*` after a `:has()` from the selectors that only look inside one', () => {
    expect(restylesSubtrees('.item:has(> .item__hero) > *')).toBe(true);
    expect(restylesSubtrees('.a:has(.b) *::after')).toBe(true);
    expect(restylesSubtrees('.a:not(:has(> .b)) > .c:empty')).toBe(false);
    expect(restylesSubtrees('.card:has(.card__link:focus-visible)')).toBe(false);
    expect(restylesSubtrees('.a:has(> *) > .b')).toBe(false);
    expect(selectorsOf('/* a, b */ .a, .b:is(.c, .d) { x: y } @media (w) { .e > * { x: y } }')).toEqual([
      '.a',
      '.b:is(.c, .d)',
      '.e > *',
    ]);
  });

  it('put no `*` after a `:has()`: every change inside would restyle a whole page', () => {
    const found = stylesheets().flatMap((path) =>
      selectorsOf(readFileSync(path, 'utf8'))
        .filter(restylesSubtrees)
        .map((selector) => `${path.slice(src.length + 1)}: ${selector}`),
    );
    expect(stylesheets().length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
