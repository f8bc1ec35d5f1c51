import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const biome = resolve(root, 'node_modules/@biomejs/biome/bin/biome');

// The project's own biome.json over a tiny tree of files laid out like src/: what the linter says of
// each import shows that the rules in docs/architecture.md are enforced, not only written down.
const tree = mkdtempSync(join(tmpdir(), 'teamboard-import-rules-'));
const config = JSON.parse(readFileSync(resolve(root, 'biome.json'), 'utf8'));
writeFileSync(
  join(tree, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
);
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), `${text}\n`);
}

function lint(path: string): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [biome, 'lint', path], { cwd: tree, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

write('src/api/client.ts', 'export const client = 1;');
write('src/app/app.ts', 'export const app = 1;');
write('src/features/home/home-url.ts', 'export const homeUrl = 1;');
write('sandbox/api.ts', 'export const sandboxApi = 1;');
write('src/lists/rows.ts', 'export const rows = 1;');
write('src/features/whole/view.ts', 'export const whole = 1;');

describe('the import rules', () => {
  it('let a layer import what it may', () => {
    write('src/features/home/ok.ts', "import { rows } from '../../lists/rows';\nexport const ok = rows;");
    expect(lint('src/features/home/ok.ts').code).toBe(0);
  });

  it('fail a feature that imports another feature', () => {
    write('src/features/home/bad.ts', "import { whole } from '../whole/view';\nexport const bad = whole;");
    const { code, output } = lint('src/features/home/bad.ts');
    expect(code).not.toBe(0);
    expect(output).toContain('noRestrictedImports');
  });

  it('fail a lower layer that imports a higher one', () => {
    write('src/lib/bad.ts', "import { client } from '../api/client';\nexport const bad = client;");
    const { code, output } = lint('src/lib/bad.ts');
    expect(code).not.toBe(0);
    expect(output).toContain('src/lib may import only from src/domain');
  });

  it('fail an import cycle', () => {
    write('src/lists/a.ts', "import { b } from './b';\nexport const a = () => b;");
    write('src/lists/b.ts', "import { a } from './a';\nexport const b = () => a;");
    const { code, output } = lint('src/lists');
    expect(code).not.toBe(0);
    expect(output).toContain('noImportCycles');
  });

  // One forbidden import per layer: each line of docs/architecture.md's table holds.
  it.each([
    ['src/domain/x.ts', '../lib/money'],
    ['src/early/x.ts', '../api/client'],
    ['src/config/x.ts', '../domain/types'],
    ['src/lib/x.ts', '../i18n/i18n'],
    ['src/i18n/x.ts', '../ui/price'],
    ['src/ui/x.ts', '../api/client'],
    ['src/navigation/x.ts', '../ui/price'],
    ['src/api/x.ts', '../lists/rows'],
    ['src/auth/x.ts', '../lists/rows'],
    ['src/lists/x.ts', '../auth/session'],
    ['src/features/whole/x.ts', '../../app/app'],
    ['src/features/whole/y.ts', '../../features/home/home-url'],
    ['src/lists/z.ts', '../../sandbox/api'],
    ['src/lists/y.ts', './fixtures.test-support'],
    ['sandbox/x.ts', '../src/api/client'],
  ])('fail %s importing %s', (path, target) => {
    write(path, `import { value } from '${target}';\nexport const x = value;`);
    const { code, output } = lint(path);
    expect(code, output).not.toBe(0);
    expect(output).toContain('noRestrictedImports');
  });

  it('leave test helpers (*.test-support.ts) out of the product rules', () => {
    write(
      'src/lists/rows.test-support.ts',
      "import { sandboxApi } from '../../sandbox/api';\nexport const x = sandboxApi;",
    );
    expect(lint('src/lists/rows.test-support.ts').code).toBe(0);
  });
});
