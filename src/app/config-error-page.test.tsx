import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { ConfigErrorPage } from './config-error-page';

describe('ConfigErrorPage', () => {
  it('names each bad variable, what it expects and what it got, instead of a blank screen', () => {
    const result = loadConfig(
      { VITE_API_BASE_URL: 'http://api.example.com', VITE_OAUTH_CLIENT_ID: 'teamboard' },
      'https://teamboard.example.com',
    );
    if (result.ok) throw new Error('expected problems');
    render(<ConfigErrorPage problems={result.problems} />);
    expect(screen.getByRole('heading', { name: 'Teamboard is not configured correctly' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(
        /^VITE_API_BASE_URL: expected .*plain http is allowed only for localhost.*got “http:\/\/api\.example\.com”\.$/,
      ),
      expect.stringMatching(/^VITE_OAUTH_ISSUER: expected .*, but it is not set\.$/),
    ]);
  });
});
