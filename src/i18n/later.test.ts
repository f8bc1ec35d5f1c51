import { afterEach, describe, expect, it } from 'vitest';
import { de } from './de';
import { later } from './en/later';
import { setLanguage } from './i18n';
import { messages } from './later';

describe('the sections only lazy chunks read', () => {
  afterEach(() => setLanguage('en'));

  it('join English beside the first file’s sections once a module that reads them loads', () => {
    expect(messages().whole).toBe(later.whole);
    expect(messages().common.productName).toBe('Teamboard');
  });

  it('come whole with German, and stay in English after switching back', async () => {
    await setLanguage('de');
    expect(messages().whole).toBe(de.whole);
    await setLanguage('en');
    expect(messages().signInFailures).toBe(later.signInFailures);
  });
});
