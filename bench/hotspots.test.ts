import { describe, expect, it } from 'vitest';
import { hotspots } from './hotspots';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

describe('hotspots', () => {
  it('sums self time per function, largest first, without idle time', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('renderCard', 'http://x/assets/index-abc.js?v=1', 41) },
        { id: 3, callFrame: frame('', 'http://x/assets/index-abc.js', 9) },
      ],
      samples: [2, 2, 3, 1, 2],
      timeDeltas: [0, 1_000, 1_000, 2_000, 5_000],
    };
    expect(hotspots(profile, 5)).toEqual([
      { fn: 'renderCard', where: 'index-abc.js:42', selfMs: 2, share: 0.5 },
      { fn: '(anonymous)', where: 'index-abc.js:10', selfMs: 2, share: 0.5 },
    ]);
  });
});
