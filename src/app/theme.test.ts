import { describe, expect, it } from 'vitest';
import { applyThemeChoice, readThemeChoice, saveThemeChoice } from './theme';

describe('theme choice', () => {
  it('defaults to system, and ignores unknown stored values', () => {
    expect(readThemeChoice(localStorage)).toBe('system');
    localStorage.setItem('teamboard.theme', 'purple');
    expect(readThemeChoice(localStorage)).toBe('system');
  });

  it('remembers light and dark, and forgets on system', () => {
    saveThemeChoice(localStorage, 'dark');
    expect(readThemeChoice(localStorage)).toBe('dark');
    saveThemeChoice(localStorage, 'system');
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
