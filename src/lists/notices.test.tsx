import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListNotices, noticesIn } from './notices';

describe('noticesIn', () => {
  it('reads the notices a navigation carried', () => {
    const notices = [
      { kind: 'page', raw: 'abc' },
      { kind: 'per-page', raw: '0', used: 24 },
      { kind: 'sort', raw: 'colour' },
      { kind: 'past-last', page: 9, last: 3 },
    ];
    expect(noticesIn({ notices, keepScroll: true })).toEqual(notices);
  });

  it('ignores any other state, and any notice it cannot read, keeping the rest', () => {
    for (const state of [null, undefined, 'x', {}, { notices: 'x' }, { focusOn: 'load-all' }])
      expect(noticesIn(state)).toEqual([]);
    expect(
      noticesIn({
        notices: [
          { kind: 'page' },
          { kind: 'past-last', page: '9', last: 3 },
          { kind: 'mystery', raw: 'x' },
          null,
          { kind: 'sort', raw: 'colour' },
        ],
      }),
    ).toEqual([{ kind: 'sort', raw: 'colour' }]);
  });
});

describe('ListNotices', () => {
  it('says what the address asked for and what is shown instead', () => {
    render(
      <ListNotices
        state={{
          notices: [
            { kind: 'page', raw: 'abc' },
            { kind: 'per-page', raw: '0', used: 24 },
            { kind: 'past-last', page: 9, last: 3 },
            { kind: 'sort', raw: 'colour' },
          ],
        }}
      />,
    );
    expect(screen.getByText('“abc” is not a page number, so page 1 is shown.')).toBeTruthy();
    expect(
      screen.getByText('“0” is not a page size from 1 to 100, so 24 items per page are shown.'),
    ).toBeTruthy();
    expect(
      screen.getByText('There is no page 9: the list has 3 pages, so the last one is shown.'),
    ).toBeTruthy();
    expect(
      screen.getByText('“colour” is not a way to sort this list, so it is in listing order.'),
    ).toBeTruthy();
  });

  it('shows nothing without notices', () => {
    const { container } = render(<ListNotices state={null} />);
    expect(container.textContent).toBe('');
  });
});
