import fc from 'fast-check';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { avatarSvg, centreCrop, coverSvg, initialsOf, layoutText, textWidth } from './images';
import type { Sandbox } from './server';
import { getList, startTestSandbox, tokenFor } from './testing';

const LONG = {
  label: 'Coaching series',
  title: 'Multi-layered zero tolerance superstructure for cross-platform teams',
};
const SHORT = { label: 'Panel', title: 'Open systems' };
const ids = Array.from({ length: 48 }, (_, i) => `evt_cover${String(i).padStart(5, '0')}`);

function sizeOf(svg: string) {
  const match = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  return { width: Number(match?.[1]), height: Number(match?.[2]) };
}

describe('coverSvg', () => {
  it('draws the same picture for the same id, and another for another id', () => {
    expect(coverSvg('evt_abc123def456', LONG)).toBe(coverSvg('evt_abc123def456', LONG));
    expect(coverSvg('evt_abc123def457', LONG)).not.toBe(coverSvg('evt_abc123def456', LONG));
  });

  it('comes in 16:9, 4:3, 1:1 and 3:4 for items, and 3:1 for accounts', () => {
    const ratios = new Set(ids.map((id) => sizeOf(coverSvg(id, SHORT))).map((s) => `${s.width}x${s.height}`));
    expect([...ratios].sort()).toEqual(['1000x1000', '1200x900', '1600x900', '900x1200']);
    expect(sizeOf(coverSvg('acc_abcdefghij', SHORT))).toEqual({ width: 1500, height: 500 });
  });

  it('sets the title and the kind as a label, escaped, and names both for screen readers', () => {
    const svg = coverSvg('evt_abc123def456', { label: 'Live Q&A', title: '<script>"Pay" & \'go\'</script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('LIVE Q&#38;A');
    expect(svg).toContain('&#60;script&#62;&#34;Pay&#34; &#38; &#39;go&#39;&#60;/script&#62;');
    expect(svg).toMatch(/aria-label="Live Q&#38;A: &#60;script&#62;/);
  });

  it('stays small and self-contained: no fonts, images or links from elsewhere', () => {
    for (const id of [...ids, 'acc_abcdefghij']) {
      const svg = coverSvg(id, LONG);
      expect(svg.length).toBeLessThan(8_000);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
        /https?:|href|@import|<image/,
      );
      expect(svg).toContain('font-family="Inter, system-ui, sans-serif"');
    }
  });

  it('draws art alone, with no text, for an id the seed does not know', () => {
    const svg = coverSvg('relative');
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<text');
  });
});

describe('layoutText', () => {
  const words = fc.stringMatching(/^[A-Za-z][a-z-]{0,21}$/);
  const titles = fc.array(words, { minLength: 1, maxLength: 12 }).map((list) => list.join(' '));
  const sizes = fc.constantFrom([1600, 900], [1200, 900], [1000, 1000], [900, 1200], [1500, 500]);

  it('fits any title in three lines or fewer inside the centred 16:9 crop', () => {
    fc.assert(
      fc.property(titles, sizes, (title, [width = 0, height = 0]) => {
        const crop = centreCrop(width, height);
        const safe = { x: crop.x + 20, y: crop.y + 20, width: crop.width - 40, height: crop.height - 40 };
        const { block, title: set, label } = layoutText({ label: 'Office hours', title }, safe);
        expect(set.lines.length).toBeGreaterThanOrEqual(1);
        expect(set.lines.length).toBeLessThanOrEqual(3);
        for (const line of set.lines) expect(textWidth(line, set.size)).toBeLessThanOrEqual(safe.width + 0.5);
        expect(block.x).toBeGreaterThanOrEqual(crop.x);
        expect(block.y).toBeGreaterThanOrEqual(crop.y);
        expect(block.x + block.width).toBeLessThanOrEqual(crop.x + crop.width);
        expect(block.y + block.height).toBeLessThanOrEqual(crop.y + crop.height);
        expect(label.pill.x + label.pill.width).toBeLessThanOrEqual(safe.x + safe.width);
      }),
      { numRuns: 300 },
    );
  });

  it('breaks lines between words and after hyphens before it cuts a word', () => {
    const crop = centreCrop(1600, 900);
    const { title } = layoutText(
      { label: 'Meetup', title: 'Customer-focused fresh-thinking installation' },
      crop,
    );
    expect(title.lines.join(' ').replace(/- /g, '-')).toBe('Customer-focused fresh-thinking installation');
  });
});

describe('avatarSvg', () => {
  it('shows a person’s initials from their name, an organisation’s from its slug', () => {
    expect(avatarSvg('team-member')).toMatch(/>TM<\/text>/);
    expect(avatarSvg('crona-renner-welch-and-von-4')).toMatch(/>CR<\/text>/);
    expect(initialsOf('mccullough-and-sons-7')).toBe('M');
    expect(initialsOf('larkin-group-9')).toBe('L');
  });

  it('is a full-bleed square with the initials centred, the same on every call', () => {
    const svg = avatarSvg('hoeger-brown-1');
    expect(svg).toBe(avatarSvg('hoeger-brown-1'));
    expect(svg).toContain('<rect width="128" height="128"');
    expect(svg).toMatch(/<text x="64" y="64" dy="\.35em" text-anchor="middle"/);
    expect(svg.length).toBeLessThan(2_000);
  });
});

describe('covers in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  }, 60_000);
  afterAll(() => browser?.close());

  /** The boxes of each picture's texts as Chromium sets them with its own fonts, in SVG coordinates. */
  async function textBoxes(svgs: string[]) {
    const page = await browser.newPage();
    try {
      await page.setContent(`<!DOCTYPE html><body>${svgs.join('')}</body>`);
      return await page.$$eval('svg', (pictures) =>
        pictures.map((picture) =>
          [...picture.querySelectorAll('text')].map((text) => {
            const box = text.getBBox();
            return { x: box.x, y: box.y, width: box.width, height: box.height };
          }),
        ),
      );
    } finally {
      await page.close();
    }
  }

  it('keeps every line of text inside the centred 16:9 crop, whatever the ratio and the title', async () => {
    const covers = [...ids.slice(0, 24), 'acc_abcdefghij', 'acc_klmnopqrst'].flatMap((id) => [
      coverSvg(id, LONG),
      coverSvg(id, SHORT),
      coverSvg(id, { label: 'Demo day', title: 'Supercalifragilisticexpialidocious-enterprise synergy' }),
    ]);
    const measured = await textBoxes(covers);
    covers.forEach((svg, i) => {
      const { width, height } = sizeOf(svg);
      const crop = centreCrop(width, height);
      const boxes = measured[i] ?? [];
      expect(boxes).toHaveLength(2);
      for (const box of boxes) {
        expect(box.width).toBeGreaterThan(0);
        expect(box.x).toBeGreaterThanOrEqual(crop.x);
        expect(box.y).toBeGreaterThanOrEqual(crop.y);
        expect(box.x + box.width).toBeLessThanOrEqual(crop.x + crop.width);
        expect(box.y + box.height).toBeLessThanOrEqual(crop.y + crop.height);
      }
    });
  });

  it('loads covers and avatars as images', async () => {
    const page = await browser.newPage();
    const sources = [
      coverSvg(ids[0] ?? '', LONG),
      coverSvg('acc_abcdefghij', SHORT),
      avatarSvg('team-member'),
    ];
    await page.setContent(
      sources
        .map((svg) => `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`)
        .join(''),
    );
    const widths = await page.$$eval('img', async (images) => {
      await Promise.all(images.map((image) => image.decode()));
      return images.map((image) => image.naturalWidth);
    });
    expect(widths).toEqual(sources.map((svg) => sizeOf(svg).width));
    await page.close();
  });
});

describe('/covers and /avatars', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('writes the seed item’s name and kind on its cover, and the account’s name on its banner', async () => {
    const token = await tokenFor(sandbox.origin, 'team-member');
    const { body } = await getList(sandbox.origin, 'sessions', token, 'per_page=10');
    const session = body?.sessions?.find((item) => item.cover_url && !item.cover_url.includes('/gone/'));
    const [kind = '', title = ''] = session?.name.split(': ') ?? [];
    const cover = await fetch(session?.cover_url ?? '');
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await cover.text();
    expect(svg).toContain(`>${kind.toUpperCase()}</text>`);
    for (const word of title.split(' ')) expect(svg).toContain(word);
    const account = body?.sessions?.find((item) => item.account.cover_image_url)?.account;
    const banner = await (await fetch(account?.cover_image_url ?? '')).text();
    expect(sizeOf(banner)).toEqual({ width: 1500, height: 500 });
    expect(banner).toContain(account?.partner ? '>PARTNER<' : '>ORGANISER<');
  });

  it('finds the item of a team nobody asked for yet', async () => {
    const token = await tokenFor(sandbox.origin, 'big-team');
    const { body } = await getList(sandbox.origin, 'events', token, 'per_page=1');
    const fresh = await startTestSandbox();
    try {
      const url = (body?.events?.[0]?.cover_url ?? '').replace(sandbox.origin, fresh.origin);
      const svg = await (await fetch(url)).text();
      expect(svg).toContain((body?.events?.[0]?.name.split(': ')[1] ?? '').split(' ')[0]);
    } finally {
      await fresh.close();
    }
  });

  it('draws untitled art for a name the seed does not have, and 404 for a broken cover URL', async () => {
    const unknown = await fetch(`${sandbox.origin}/covers/evt_unknown.svg`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).not.toContain('<text');
    expect((await fetch(`${sandbox.origin}/covers/gone/evt_unknown.svg`)).status).toBe(404);
  });
});
