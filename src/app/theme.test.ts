import { describe, expect, it } from 'vitest';
import { applyThemeChoice, themeChoice } from './theme';

describe('theme choice', () => {
  it('defaults to system, and ignores unknown stored values', () => {
    expect(themeChoice.read()).toBe('system');
    localStorage.setItem('teamboard.theme', 'purple');
    expect(themeChoice.read()).toBe('system');
  });

  it('remembers light and dark, and forgets on system', () => {
    themeChoice.save('dark');
    expect(themeChoice.read()).toBe('dark');
    themeChoice.save('system');
    expect(localStorage.getItem('teamboard.theme')).toBeNull();
  });

  it('sets data-theme only for an explicit choice', () => {
    const root = document.createElement('html');
    applyThemeChoice(root, 'light');
    expect(root.dataset.theme).toBe('light');
    applyThemeChoice(root, 'system');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});
