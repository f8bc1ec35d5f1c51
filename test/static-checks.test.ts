import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function check(bin: string, args: string[]) {
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules', bin), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('static checks', () => {
  it('type-checks (tsc -b, strict)', () => {
    const { code, output } = check('typescript/bin/tsc', ['-b']);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it('passes lint and format (biome check)', () => {
    const { code, output } = check('@biomejs/biome/bin/biome', ['check', '.', '--reporter=summary']);
    expect(code, output).toBe(0);
  });
});
