import { afterEach, describe, expect, it } from 'vitest';
import { isInDialog, isTyping } from './keyboard';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keyboard guards', () => {
  it('know a key typed into a field from one pressed on the page', () => {
    document.body.innerHTML =
      '<input id="a"><select id="b"></select><div role="textbox"><span id="c"></span></div><button id="d"></button>';
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => document.getElementById(id));
    expect([a, b, c, d].map((node) => isTyping(node ?? null))).toEqual([true, true, true, false]);
    expect(isTyping(null)).toBe(false);
  });

  it('leave keys to a dialog, from inside it or while one is open', () => {
    document.body.innerHTML =
      '<dialog id="dialog"><button id="inside"></button></dialog><button id="outside"></button>';
    const outside = document.getElementById('outside');
    expect(isInDialog(document.getElementById('inside'))).toBe(true);
    expect(isInDialog(outside)).toBe(false);
    (document.getElementById('dialog') as HTMLDialogElement).setAttribute('open', '');
    expect(isInDialog(outside)).toBe(true);
  });
});
