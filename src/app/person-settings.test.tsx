import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { densityPreference } from '../features/home/density';
import { PersonSettings } from './person-settings';

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const choose = (name: string, value: string) => userEvent.setup().selectOptions(select(name), value);

afterEach(() => {
  densityPreference.save('cards');
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('PersonSettings', () => {
  it('names its three settings for screen readers', () => {
    render(<PersonSettings />);
    expect(screen.getByRole('group', { name: 'Settings' })).toBeTruthy();
    expect(select('Language').value).toBe('');
  });

  it('switches and remembers the theme, and goes back to the system preference', async () => {
    render(<PersonSettings />);
    expect(select('Colour theme').value).toBe('system');
    await choose('Colour theme', 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('teamboard.theme')).toBe('dark');
    await choose('Colour theme', 'system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('sets and remembers the home’s density', async () => {
    render(<PersonSettings />);
    expect(select('Density').value).toBe('cards');
    await choose('Density', 'compact');
    expect(densityPreference.read()).toBe('compact');
    expect(localStorage.getItem('teamboard.home-density')).toBe('compact');
  });
});
