// The floor: the least a browser can do to show the same 24 cards from the same API with the same
// token, written by hand with no framework. It builds the same DOM as the app's event card, so the app's
// CSS lays both out alike, and does the same work the app does around it: broken covers fall back in
// CSS (no DOM swap), covers shaped unlike their frame are shown whole, the next page and its covers load
// in the background, and only a few pages are kept off screen.

const perPage = 24;
const eagerCovers = 4;
/** As the app's query cache: the pages shown and prefetched, and a few more off screen. */
const keptPages = 4;
const cropTolerance = 0.08;
const coverFrame = 16 / 9;
const api = document.querySelector('meta[name="api-base"]').content;
const grid = document.querySelector('.card-grid');
const pager = document.querySelector('.pager');
const position = document.querySelector('.pager__position');
const token = sessionStorage.getItem('bench-floor-token');

// The same formats as src/lib, written out again on purpose: the floor imports nothing from the app.
const parts = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const units = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const durationUnits = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
].map(([unit, size]) => [
  new Intl.NumberFormat(undefined, { style: 'unit', unit, unitDisplay: 'short' }),
  size,
]);
const money = new Map();
const statusWords = {
  live: 'Live',
  upcoming: 'Upcoming',
  completed: 'Completed',
  canceled: 'Canceled',
  past: 'Past',
  unscheduled: 'Unscheduled',
};

/** Page number -> its answer; the oldest beyond what the app keeps are dropped, as the app's are. */
const pages = new Map();

function fetchPage(page) {
  let answer = pages.get(page);
  if (!answer) {
    const url = `${api}/v1/me/community/team/events?page=${page}&per_page=${perPage}`;
    answer = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    }).then((response) => response.json());
  } else pages.delete(page);
  pages.set(page, answer);
  while (pages.size > keptPages + 2) pages.delete(pages.keys().next().value);
  return answer;
}

function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children.filter((child) => child !== null));
  return node;
}

function initials(name) {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const result = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return result ? result.toLocaleUpperCase() : '?';
}

function fitCover(event) {
  const image = event.currentTarget;
  const frame = image.parentElement;
  if (!frame || image.naturalHeight === 0) return;
  const ratio = image.naturalWidth / image.naturalHeight;
  if (Math.abs(Math.log(ratio / coverFrame)) <= cropTolerance) return;
  frame.style.setProperty('--cover-image', `url("${CSS.escape(image.currentSrc || image.src)}")`);
  frame.dataset.fit = 'whole';
}

function image(className, src, name, eager) {
  const img = el('img', className);
  img.alt = '';
  // As the app does: a broken image draws the initials from CSS, so it changes no DOM.
  img.dataset.initials = initials(name);
  img.loading = eager ? 'eager' : 'lazy';
  img.decoding = 'async';
  img.referrerPolicy = 'no-referrer';
  img.src = src;
  return img;
}

function safeUrl(raw) {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function status(event, now) {
  const at = (value) => (value == null ? null : Date.parse(value));
  const [scheduled, live, completed] = [at(event.scheduled_at), at(event.live_at), at(event.completed_at)];
  if (event.canceled_at != null) return 'canceled';
  if (completed !== null && completed <= now) return 'completed';
  if (live !== null && live <= now) return 'live';
  if (scheduled === null) return live === null ? 'unscheduled' : 'upcoming';
  return scheduled > now ? 'upcoming' : 'past';
}

function relativeTo(at, now) {
  const diff = at - now;
  for (const [unit, size] of units) {
    if (Math.abs(diff) >= size) return relative.format(Math.round(diff / size), unit);
  }
  return relative.format(Math.round(diff / 1000), 'second');
}

function when(value, now) {
  if (value == null) return el('p', 'card__when card__when--unknown', 'Date to be announced');
  const at = Date.parse(value);
  const found = parts.formatToParts(at);
  const part = (type) => found.find((p) => p.type === type)?.value ?? '';
  const clock = found
    .filter(
      (p) =>
        ['hour', 'minute', 'dayPeriod'].includes(p.type) || (p.type === 'literal' && p.value.trim() === ':'),
    )
    .map((p) => (p.type === 'dayPeriod' ? ` ${p.value}` : p.value))
    .join('');
  const time = el(
    'time',
    null,
    el('span', 'card__date', `${part('weekday')} ${part('day')} ${part('month').replace(/\.$/, '')}`),
    ` · ${clock}`,
  );
  time.dateTime = new Date(at).toISOString();
  return el('p', 'card__when', time, el('span', 'card__relative', ` · ${relativeTo(at, now)}`));
}

function duration(seconds) {
  if (seconds == null) return null;
  let rest = Math.round(seconds);
  rest -= rest % 60;
  const shown = [];
  for (const [format, size] of durationUnits) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) shown.push(format.format(count));
  }
  return shown.join(' ');
}

function price(value) {
  if (value == null || (value.value == null && value.value_in_cents == null)) {
    return el('span', 'price price--unknown', 'Price not given');
  }
  const amount = value.value_in_cents == null ? value.value : value.value_in_cents / 100;
  if (amount === 0) return el('span', 'price price--free', 'Free');
  let format = money.get(value.currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency: value.currency });
    money.set(value.currency, format);
  }
  return el('span', 'price', format.format(amount));
}

function cover(src, name, eager) {
  const frame = el(
    'div',
    'cover ',
    src === null
      ? el('div', 'cover__fallback', el('span', null, initials(name)))
      : image('cover__img', src, name, eager),
  );
  frame.dataset.frame = String(coverFrame);
  frame.firstChild.addEventListener?.('load', fitCover);
  return frame;
}

function organiser(account) {
  const name = account?.name ?? null;
  const picture = safeUrl(account?.profile_image_url);
  const avatar =
    picture === null
      ? el('span', 'avatar avatar--small avatar--initials', initials(name))
      : image('avatar avatar--small', picture, name, false);
  const partner = account?.partner === true ? el('span', 'partner-mark', 'Partner') : null;
  const inner = el(
    'span',
    'organiser',
    avatar,
    el('span', 'organiser__name', name ?? 'Unknown organiser'),
    partner,
  );
  const key = account?.id ?? account?.slug ?? name;
  if (key == null) return inner;
  const link = el('a', 'organiser-link', el('span', 'visually-hidden', 'Listings by '), inner);
  link.href = `?all=1&account=${encodeURIComponent(key)}`;
  return link;
}

function card(event, index, now) {
  const state = status(event, now);
  const link = el('a', 'card__link', event.name ?? 'Untitled event');
  link.href = `/events/${encodeURIComponent(event.id)}`;
  // As the app's cards do: the title reports when it is painted (Element Timing), for the bench.
  const title = el('h2', 'card__title', link);
  title.setAttribute('elementtiming', 'card-title');
  const chip = el(
    'span',
    `status-chip status-chip--${state}`,
    state === 'live' ? el('span', 'status-chip__dot') : null,
    statusWords[state],
  );
  const minutes = duration(event.duration_seconds);
  return el(
    'li',
    'card-grid__cell',
    el(
      'article',
      `card card--${state}`,
      el(
        'div',
        'card__media',
        cover(safeUrl(event.cover_url), event.name, index < eagerCovers),
        el(
          'div',
          'card__chips',
          chip,
          event.offer_replay_purchase ? el('span', 'chip chip--replay', 'Replay') : null,
        ),
      ),
      el(
        'div',
        'card__body',
        when(event.scheduled_at ?? event.live_at, now),
        title,
        organiser(event.account),
        el('p', 'card__footer', el('span', 'card__duration', minutes), price(event.price)),
      ),
    ),
  );
}

function warmCovers(body) {
  for (const event of body.events) {
    const src = safeUrl(event.cover_url);
    if (src === null) continue;
    const img = new Image();
    img.referrerPolicy = 'no-referrer';
    img.decoding = 'async';
    img.src = src;
  }
}

let current = Number(new URLSearchParams(location.search).get('page') ?? '1') || 1;

async function show(page) {
  const body = await fetchPage(page);
  const now = Date.now();
  grid.replaceChildren(...body.events.map((event, index) => card(event, index, now)));
  // As the app does: a new page starts at its top.
  if (grid.getBoundingClientRect().top < 0) window.scrollTo(0, 0);
  current = page;
  const total = body.meta.pagination.total_pages;
  position.textContent = `Page ${page} of ${total}`;
  // Shown with the first cards, so it never sits on an empty grid and then jumps down.
  pager.hidden = false;
  for (const step of document.querySelectorAll('[data-step]')) {
    step.href = `?page=${Math.max(1, page + Number(step.dataset.step))}`;
  }
  // As the app does: the next page and its covers load in the background.
  if (page < total) fetchPage(page + 1).then(warmCovers);
}

pager.addEventListener('click', (click) => {
  const step = click.target.closest('[data-step]');
  if (!step) return;
  click.preventDefault();
  const page = Math.max(1, current + Number(step.dataset.step));
  history.pushState(null, '', `?page=${page}`);
  show(page);
});

show(current);
