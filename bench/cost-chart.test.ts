import { describe, expect, it } from 'vitest';
import { costCurveSvg, niceStep } from './cost-chart';
import { summarize } from './stats';

describe('niceStep', () => {
  it('gives a round step for about four gridlines', () => {
    expect(niceStep(10_400)).toBe(5000);
    expect(niceStep(76)).toBe(20);
    expect(niceStep(0.9)).toBe(0.25);
  });

  it('is 1 for nothing to show', () => {
    expect(niceStep(0)).toBe(1);
  });
});

describe('costCurveSvg', () => {
  const points = [
    { items: 1_000, value: summarize([480, 500, 470]) },
    { items: 10_000, value: summarize([1500, 1600]) },
    { items: 50_000, value: summarize([]) },
  ];

  it('draws a panel per measure with its title, a point per measured size and a linear guide', () => {
    const svg = costCurveSvg(
      [
        { title: 'Load all', unit: 'ms', points },
        { title: 'Longest task', unit: 'ms', points, limit: { value: 100, label: '100 ms' } },
      ],
      'A caption & more.',
    );
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Load all (ms)');
    expect(svg).toContain('A caption &amp; more.');
    // Two measured sizes per panel; the one without samples is left out, not drawn at zero.
    expect(svg.match(/<circle /g)).toHaveLength(4);
    expect(svg.match(/class="linear"/g)).toHaveLength(2);
    expect(svg.match(/class="limit"/g)).toHaveLength(1);
    expect(svg).not.toContain('NaN');
  });
});
